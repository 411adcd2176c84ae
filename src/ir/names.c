/*
 * names.c - the spellings of IR enumerations that the reader reads and
 * the printer writes: linkages, calling conventions, comparison
 * predicates and atomicrmw operations, one table each, in LLVM 22's
 * words and order.
 */
#include <string.h>

#include "ir/ir.h"

const char *const linkage_names[] = {
	"", "private", "internal", "available_externally", "linkonce",
	"weak", "common", "appending", "extern_weak", "linkonce_odr",
	"weak_odr"};

const struct cc_entry cc_table[CC_TABLE_COUNT] = {
	{"ccc", 0}, {"fastcc", 8}, {"coldcc", 9}, {"ghccc", 10},
	{"anyregcc", 13}, {"preserve_mostcc", 14}, {"preserve_allcc", 15},
	{"swiftcc", 16}, {"cxx_fast_tlscc", 17}, {"tailcc", 18},
	{"cfguard_checkcc", 19}, {"swifttailcc", 20},
	{"preserve_nonecc", 21},
	{"x86_stdcallcc", 64}, {"x86_fastcallcc", 65}, {"arm_apcscc", 66},
	{"arm_aapcscc", 67}, {"arm_aapcs_vfpcc", 68},
	{"msp430_intrcc", 69}, {"x86_thiscallcc", 70}, {"ptx_kernel", 71},
	{"ptx_device", 72}, {"spir_func", 75}, {"spir_kernel", 76},
	{"intel_ocl_bicc", 77}, {"x86_64_sysvcc", 78}, {"win64cc", 79},
	{"x86_vectorcallcc", 80}, {"hhvmcc", 81}, {"hhvm_ccc", 82},
	{"x86_intrcc", 83}, {"avr_intrcc", 84}, {"avr_signalcc", 85},
	{"amdgpu_vs", 87}, {"amdgpu_gs", 88}, {"amdgpu_ps", 89},
	{"amdgpu_cs", 90}, {"amdgpu_kernel", 91}, {"x86_regcallcc", 92},
	{"amdgpu_hs", 93}, {"amdgpu_ls", 95}, {"amdgpu_es", 96},
	{"aarch64_vector_pcs", 97}, {"aarch64_sve_vector_pcs", 98},
	{"amdgpu_gfx", 100},
	{"aarch64_sme_preservemost_from_x0", 102},
	{"aarch64_sme_preservemost_from_x2", 103},
	{"amdgpu_cs_chain", 104}, {"amdgpu_cs_chain_preserve", 105},
	{"m68k_rtdcc", 106}, {"graalcc", 107}, {"riscv_vector_cc", 110},
	{"aarch64_sme_preservemost_from_x1", 111},
	{"amdgpu_gfx_whole_wave", 124}, {"cheriot_compartmentcallcc", 125},
	{"cheriot_compartmentcalleecc", 126}, {"cheriot_librarycallcc", 127},
};

/* The printed spelling, or NULL for "ccN".  LLVM prints the two AVR
 * conventions with a trailing space. */
const char *cc_name(uint32_t cc)
{
	size_t i;
	if (cc == 84)
		return "avr_intrcc ";
	if (cc == 85)
		return "avr_signalcc ";
	for (i = 0; i < CC_TABLE_COUNT; i++)
		if (cc_table[i].cc == cc)
			return cc_table[i].name;
	return NULL;
}

const char *const icmp_pred_names[10] = {"eq", "ne", "ugt", "uge", "ult",
					 "ule", "sgt", "sge", "slt", "sle"};
const char *const fcmp_pred_names[16] = {
	"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
	"uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true"};

const char *cmp_pred_name(int op, int pred)
{
	if (op == OP_ICMP)
		return pred < 10 ? icmp_pred_names[pred] : "?";
	return pred < 16 ? fcmp_pred_names[pred] : "?";
}

const char *const rmw_op_names[RMW_OP_COUNT] = {
	"xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min",
	"umax", "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap",
	"udec_wrap", "usub_cond", "usub_sat", "fmaximum", "fminimum"};

const char *rmw_op_name(int op)
{
	return op < (int)(RMW_OP_COUNT) ? rmw_op_names[op]
								  : "?";
}
