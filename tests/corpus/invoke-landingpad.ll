; Covers: invoke with attributes, calling convention and operand bundle;
; landingpad with cleanup, catch and filter clauses (empty and non-empty);
; resume; a personality function; invoke of an inline asm-free void callee.
@_ZTIi = external constant ptr
@_ZTId = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare i32 @may_throw(i32)
declare fastcc void @vthrow()

define i32 @f(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @may_throw(i32 %x)
          to label %ok unwind label %lpad

ok:
  invoke fastcc void @vthrow() #0 [ "deopt"(i32 1, ptr null) ]
          to label %ok2 unwind label %lpad2

ok2:
  %r2 = invoke noundef i32 @may_throw(i32 signext 1)
          to label %done unwind label %lpad3

done:
  ret i32 %r

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp

lpad2:
  %lp2 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
          filter [1 x ptr] [ptr @_ZTId]
  %sel = extractvalue { ptr, i32 } %lp2, 1
  ret i32 %sel

lpad3:
  %lp3 = landingpad { ptr, i32 }
          cleanup
          filter [0 x ptr] zeroinitializer
          catch ptr @_ZTId
  resume { ptr, i32 } %lp3
}

attributes #0 = { nounwind }
