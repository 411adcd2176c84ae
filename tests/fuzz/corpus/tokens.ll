; convergence control tokens: entry, loop heart and anchor
target triple = "amdgcn-amd-amdhsa"

define void @kernel(i32 %n) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %heart) ]
  %i.next = add i32 %i, 1
  %cond = icmp slt i32 %i.next, %n
  br i1 %cond, label %header, label %exit

exit:
  %anchor = call token @llvm.experimental.convergence.anchor()
  call void @llvm.amdgcn.s.barrier() [ "convergencectrl"(token %anchor) ]
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare token @llvm.experimental.convergence.anchor() #1
declare i32 @llvm.amdgcn.workitem.id.x() #2
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1
declare void @llvm.amdgcn.s.barrier() #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nounwind readnone speculatable }
