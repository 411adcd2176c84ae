; Covers: lexical freedom: comments everywhere, tabs, no spaces around
; punctuation, blank lines inside bodies, CRLF line endings, very long lines,
; keywords followed directly by punctuation, and a missing final newline.
define	i32	@ws(i32%a,i32 %b)	{ ; comment after brace

  %c=add   nsw	i32 %a,%b;comment
  ; full-line comment
  %d = select i1 true,i32 %c,i32 %a
  %e = call i32(i32,i32)@ws(i32 %d,i32 %c)
  %v = insertelement<2 x i32>poison,i32 %e,i32 0
  %s = extractvalue{i32,i32}{i32 1,i32 2},1
  %t = getelementptr[4 x i8],ptr null,i64 0,i64 1

  br label%next
next:ret i32 %d}
define void @x(){ret void}