# bench/tid-kernel.awk - turns a CFG of tests/gen/cfggen.py into an NVPTX
# kernel with divergent and uniform branches, for the uniformity scaling of
# bench/scaling.sh (in linear time; tests/gen/unigen.py computes dominators
# by testing every pair of blocks, which takes hours beyond ~20k blocks).
#
#   awk -f bench/tid-kernel.awk cycles-N.ll > uniformity-N.ll
#
# cfggen's functions take (i32 %n, i1 %c, ptr %p) and branch on `icmp ...
# i32 %n, K`, on %c and on switches of %n.  Each function becomes a
# ptx_kernel (its arguments are uniform), its entry block reads the thread
# id (%tid, the divergence source) and compares it (%dc); every third
# comparison of %n compares %tid instead and every third branch on %c
# branches on %dc.  The divergent branches then make join blocks and cycle
# exits divergent; the others stay uniform.
/^define void @/ {
	sub(/^define void /, "define ptx_kernel void ")
	print
	entry = 1
	next
}
entry {
	entry = 0
	if ($0 ~ /:$/) {
		print
		print "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"
		print "  %dc = icmp ult i32 %tid, 16"
		next
	}
	print "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()"
	print "  %dc = icmp ult i32 %tid, 16"
}
/ = icmp .* i32 %n, / {
	if (++ncmp % 3 == 0)
		sub(/i32 %n,/, "i32 %tid,")
}
/^  br i1 %c, / {
	if (++nbr % 3 == 0)
		sub(/br i1 %c,/, "br i1 %dc,")
}
{ print }
END {
	print ""
	print "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()"
}
