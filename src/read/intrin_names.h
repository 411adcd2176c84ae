/*
 * intrin_names.h - which @llvm.* names LLVM 22 knows as intrinsics.
 */
#ifndef CV_INTRIN_NAMES_H
#define CV_INTRIN_NAMES_H

#include <stddef.h>

/* 1 if `name` is an intrinsic of LLVM 22 (src/intrintab.c); also 1 for
 * targets whose intrinsics are not in the table (their names are
 * accepted).  0 if LLVM 22 would answer "unknown intrinsic". */
int intrinsic_name_known(const char *name, size_t len);

#endif
