; Local names of every length around the 8 bytes a name can be read as a
; number of (shorter names are compared in their table slot, longer ones
; by hash and text), names alike in their first bytes, quoted spellings of
; the same name (escapes decoded: %"abc\64efgh" is %abcdefgh), phis that
; use their own value and values defined later.  Printed as opt -S does.
; RUN: %converge print %s | FileCheck %s
; Redefinitions and undefined names, short and long, quoted or not:
; RUN: sed 's/^  %abcdefghi = add/  %"abc\\64efgh" = add/' %s > %t.redef8.ll
; RUN: not %converge print %t.redef8.ll 2>&1 | FileCheck %s --check-prefix=REDEF8
; RUN: sed 's/^  %fwd = add/  %long.self.reference = add/' %s > %t.redeflong.ll
; RUN: not %converge print %t.redeflong.ll 2>&1 | FileCheck %s --check-prefix=REDEFLONG
; RUN: sed 's/%abcd2 = add i32 %abcd1/%abcd2 = add i32 %abcd3/' %s > %t.undef.ll
; RUN: not %converge print %t.undef.ll 2>&1 | FileCheck %s --check-prefix=UNDEF
; RUN: sed 's/%i.next = add i32 %i, /%i.next = add i32 %i.nexu, /' %s > %t.undeflong.ll
; RUN: not %converge print %t.undeflong.ll 2>&1 | FileCheck %s --check-prefix=UNDEFLONG

; CHECK: define i32 @names(i32 %x, i32 %arg.with.a.long.name, i32 %"q z") {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %a = add i32 %x, 1
; CHECK-NEXT:   %ab = add i32 %a, 2
; CHECK-NEXT:   %abc = add i32 %ab, 3
; CHECK-NEXT:   %abcd = add i32 %abc, 4
; CHECK-NEXT:   %abcd1 = add i32 %abcd, 5
; CHECK-NEXT:   %abcd2 = add i32 %abcd1, 6
; CHECK-NEXT:   %abcdefg = add i32 %abcd2, 7
; CHECK-NEXT:   %abcdefgh = add i32 %abcdefg, 8
; CHECK-NEXT:   %abcdefghi = add i32 %abcdefgh, 9
; CHECK-NEXT:   %abcdefgh2 = add i32 %abcdefgh, %abcdefghi
; CHECK-NEXT:   %"a b" = add i32 %arg.with.a.long.name, %"q z"
; CHECK-NEXT:   %"a\22c" = add i32 %"a b", %abcdefghi
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %latch.block.long, %entry
; CHECK-NEXT:   %i = phi i32 [ 0, %entry ], [ %i.next, %latch.block.long ]
; CHECK-NEXT:   %long.self.reference = phi i32 [ 0, %entry ], [ %long.self.reference, %latch.block.long ]
; CHECK-NEXT:   %s = phi i32 [ 0, %entry ], [ %s, %latch.block.long ]
; CHECK-NEXT:   %fw = phi i32 [ 0, %entry ], [ %fwd, %latch.block.long ]
; CHECK-NEXT:   %fw.long.name = phi i32 [ 0, %entry ], [ %fwd.with.a.long.name, %latch.block.long ]
; CHECK-NEXT:   %i.next = add i32 %i, %"a\22c"
; CHECK-NEXT:   %c = icmp slt i32 %i.next, %abcdefgh2
; CHECK-NEXT:   br i1 %c, label %latch.block.long, label %exit
; CHECK-EMPTY:
; CHECK-NEXT: latch.block.long:                                 ; preds = %loop
; CHECK-NEXT:   %fwd = add i32 %i.next, %long.self.reference
; CHECK-NEXT:   %fwd.with.a.long.name = add i32 %s, %fw
; CHECK-NEXT:   br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: exit:                                             ; preds = %loop
; CHECK-NEXT:   %r = add i32 %fw, %fw.long.name
; CHECK-NEXT:   ret i32 %r
; CHECK-NEXT: }

; REDEF8: local-names.ll.tmp.redef8.ll:68:3: error: multiple definition of local value named 'abcdefgh'{{$}}
; REDEFLONG: local-names.ll.tmp.redeflong.ll:85:3: error: multiple definition of local value named 'long.self.reference'{{$}}
; UNDEF: local-names.ll.tmp.undef.ll:65:20: error: use of undefined value '%abcd3'{{$}}
; UNDEFLONG: local-names.ll.tmp.undeflong.ll:80:21: error: use of undefined value '%i.nexu'{{$}}

define i32 @names(i32 %x, i32 %arg.with.a.long.name, i32 %"q z") {
entry:
  %a = add i32 %x, 1
  %ab = add i32 %a, 2
  %abc = add i32 %ab, 3
  %abcd = add i32 %abc, 4
  %abcd1 = add i32 %abcd, 5
  %abcd2 = add i32 %abcd1, 6
  %abcdefg = add i32 %abcd2, 7
  %abcdefgh = add i32 %abcdefg, 8
  %abcdefghi = add i32 %abcdefgh, 9
  %"abcdefgh2" = add i32 %"abc\64efgh", %abcdefghi
  %"a b" = add i32 %arg.with.a.long.name, %"q z"
  %"a\22c" = add i32 %"a b", %"\61\62\63\64\65\66\67\68\69"
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch.block.long ]
  %long.self.reference = phi i32 [ 0, %entry ], [ %long.self.reference, %latch.block.long ]
  %s = phi i32 [ 0, %entry ], [ %s, %latch.block.long ]
  %fw = phi i32 [ 0, %entry ], [ %fwd, %latch.block.long ]
  %fw.long.name = phi i32 [ 0, %entry ], [ %fwd.with.a.long.name, %latch.block.long ]
  %i.next = add i32 %i, %"a\22c"
  %c = icmp slt i32 %i.next, %abcdefgh2
  br i1 %c, label %latch.block.long, label %exit

latch.block.long:
  %fwd = add i32 %i.next, %long.self.reference
  %fwd.with.a.long.name = add i32 %s, %fw
  br label %loop

exit:
  %r = add i32 %fw, %fw.long.name
  ret i32 %r
}
