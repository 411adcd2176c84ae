# big-body-error.awk: 50 small functions, one of N lines whose second
# instruction is not one, then 50 more: a body large enough for the
# reader's helper thread (256 KiB and more), which is still lexing ahead
# when the parser stops at the error.
function small(name) {
	printf "define i32 @%s(i32 %%x) {\n  %%y = add i32 %%x, 1\n  ret i32 %%y\n}\n", name
}
BEGIN {
	for (k = 0; k < 50; k++)
		small("g" k)
	print "define i32 @big(i32 %x) {"
	print "entry:"
	print "  %v0 = add i32 %x, 1"
	print "  %bad = frobnicate i32 %v0"
	for (i = 1; i < N; i++)
		printf "  %%v%d = add i32 %%v%d, %d\n", i, i - 1, i % 100
	printf "  ret i32 %%v%d\n}\n", N - 1
	for (k = 0; k < 50; k++)
		small("h" k)
}
