; Only the arithmetic around the anchor's operations changed (the
; condition and the sum written another way): every grouping of the
; anchor gives the same behaviour on both sides.
target triple = "amdgcn-amd-amdhsa"

define i32 @f() {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %t = call token @llvm.experimental.convergence.anchor()
  %x = call i32 @subgroupAdd(i32 %id) [ "convergencectrl"(token %t) ]
  %y = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %t) ]
  %ge = icmp uge i32 %id, 5
  br i1 %ge, label %end, label %then

then:
  %neg = sub i32 0, %y
  %use = sub i32 %x, %neg
  br label %end

end:
  %r = phi i32 [ %use, %then ], [ 0, %entry ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
