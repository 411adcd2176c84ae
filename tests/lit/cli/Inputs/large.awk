# large.awk: a module of N functions (about 900 bytes each); BAD=k puts a
# use of an undefined value in function k.
BEGIN {
	print "target triple = \"amdgcn-amd-amdhsa\""
	print "declare i32 @llvm.amdgcn.workitem.id.x()"
	for (f = 0; f < N; f++) {
		printf "define i32 @f%d(i32 %%a, ptr addrspace(1) %%p) {\n", f
		print "entry:"
		print "  %t = call i32 @llvm.amdgcn.workitem.id.x()"
		print "  %c = icmp slt i32 %t, %a"
		print "  br i1 %c, label %then, label %exit"
		print "then:"
		print "  %v0 = load i32, ptr addrspace(1) %p, align 4"
		for (i = 1; i <= 24; i++)
			printf "  %%v%d = add i32 %%v%d, %d\n", i, i - 1, (f + i) % 97
		if (f == BAD)
			print "  %w = add i32 %nowhere, 1"
		print "  br label %exit"
		print "exit:"
		print "  %r = phi i32 [ %v24, %then ], [ %a, %entry ]"
		print "  ret i32 %r"
		print "}"
	}
}
