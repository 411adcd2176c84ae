/*
 * intrin_names.h - which @llvm.* names LLVM 22 knows as intrinsics.
 */
#ifndef CV_INTRIN_NAMES_H
#define CV_INTRIN_NAMES_H

#include <stddef.h>

extern const char *const intrinsic_names[];
extern const unsigned intrinsic_name_count;

/* 1 if `name` is a known intrinsic: an exact entry, or an entry followed
 * by '.' and an overload suffix; also 1 for targets whose intrinsics are
 * not listed (their names are accepted).  0 if LLVM 22 would answer
 * "unknown intrinsic". */
int intrinsic_name_known(const char *name, size_t len);

#endif
