; Covers: block labels and their `; preds =` comments: names shorter and
; longer than the comment column, numeric and quoted labels, blocks with no
; predecessors, duplicate predecessors from a switch, and a block that is its
; own predecessor.
define void @labels(i32 %x) {
entry:
  switch i32 %x, label %a_very_long_block_name_that_goes_past_the_fifty_column_mark [
    i32 1, label %a_very_long_block_name_that_goes_past_the_fifty_column_mark
    i32 2, label %"quoted label"
    i32 3, label %"quoted label"
  ]

a_very_long_block_name_that_goes_past_the_fifty_column_mark:
  br label %self

"quoted label":
  br label %self

self:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %self, label %42

42:
  ret void

nopreds:
  br label %42

zz:
  ret void
}
