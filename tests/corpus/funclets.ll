; Covers: Windows EH: catchswitch (within none and within a parent, with an
; unwind label and unwind to caller), catchpad with arguments, catchret,
; cleanuppad, cleanupret (to caller and to a block), and funclet bundles.
declare i32 @__CxxFrameHandler3(...)
declare void @g()

define void @f() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g()
          to label %exit unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %catch, label %catch2] unwind label %cleanup

catch:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  invoke void @g() [ "funclet"(token %cp) ]
          to label %cret unwind label %inner

cret:
  catchret from %cp to label %exit

catch2:
  %cp2 = catchpad within %cs []
  catchret from %cp2 to label %exit

inner:
  %cs2 = catchswitch within %cp [label %icatch] unwind to caller

icatch:
  %icp = catchpad within %cs2 [ptr null]
  catchret from %icp to label %exit

cleanup:
  %cl = cleanuppad within none []
  call void @g() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define void @h() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @g()
          to label %exit unwind label %c1

c1:
  %p1 = cleanuppad within none [i32 1]
  invoke void @g() [ "funclet"(token %p1) ]
          to label %c1done unwind label %c2

c1done:
  cleanupret from %p1 unwind label %c2

c2:
  %p2 = cleanuppad within none []
  cleanupret from %p2 unwind to caller

exit:
  ret void
}
