; The anchors hoisted above the branch as one: allowed ("each of the
; static convergent operations only ever communicates with threads that
; have the same condition value").
target triple = "amdgcn-amd-amdhsa"
define i32 @f() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tok = call token @llvm.experimental.convergence.anchor()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %else
then:
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  br label %end
else:
  %b = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
