/*
 * sim.h - the simulator: the internal table of contents of sim.c (decoding,
 * the wave scheduler, the interpreter, output), sim_ops.c (the semantics
 * of intrinsics and external functions) and sim_machine.c (the machine
 * both run on: memory objects, runtime errors, the allocator, the number
 * of threads, floating-point encodings).  sim.c calls sim_ops.c and
 * sim_machine.c; sim_ops.c calls sim_machine.c only.
 *
 * Values live in registers of 64 bits, one array per slot with one entry
 * per lane of the wave (slot-major), plus a poison mask per slot (bit per
 * lane).  A scalar takes one slot; vectors and aggregates one slot per
 * scalar leaf.  Integers are kept zero-extended to 64 bits; floats as their
 * bits (half and bfloat in the low 16); pointers as handles: object id in
 * the high 32 bits, byte offset in the low 32 (null is 0).  Tokens are
 * class ids of the dynamic instance that produced them.
 */
#ifndef CV_SIM_H
#define CV_SIM_H

#include "exec/sim_machine.h"
#include "exec/sim_ops.h"

/* ---- sim.c ----------------------------------------------------------------- */

/* One run of a function on simulated waves. */
typedef struct sim_run sim_run;

/* For tests: runs like cv_run_new and returns, per thread, the blocks of
 * the launched function it executed and, per block instance, the id of
 * the group execution that ran it (equal ids: executed together).
 * Returns 0, or -1 with a diagnostic.  Arrays from res. */
typedef struct sim_paths {
	uint32_t nthreads;
	uint32_t *off, *blocks, *group;
} sim_paths;
int sim_run_paths(const cv_module *mod, size_t index,
		  const cv_run_options *opts, sim_paths *out, arena *res);

#endif
