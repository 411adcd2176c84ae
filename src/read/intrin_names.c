/*
 * intrin_names.c - is an @llvm.* name an intrinsic LLVM 22 knows?
 */
#include <string.h>

#include "read/intrin_names.h"
#include "read/intrintab.h"

int intrinsic_name_known(const char *name, size_t len)
{
	/* targets outside the table: their names are accepted */
	static const char *const other[] = {
		"aarch64", "x86", "loongarch", "ve", "riscv", "ppc", "mips",
		"arm", "s390", "wasm", "xcore", "hexagon", "bpf"};
	size_t i, n;
	const char *dot;
	if (len < 6 || memcmp(name, "llvm.", 5) != 0)
		return 0;
	dot = memchr(name + 5, '.', len - 5);
	n = dot ? (size_t)(dot - (name + 5)) : len - 5;
	for (i = 0; i < sizeof other / sizeof other[0]; i++)
		if (strlen(other[i]) == n && memcmp(other[i], name + 5, n) == 0)
			return 1;
	return intrintab_lookup(name, len) != NULL;
}
