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

/* ---- what a run observed (for converge check) ------------------------- */

/* Recorded convergent operation instance i (a run with keep_ops), in
 * execution order.  Thread of lane l: first + l. */
typedef struct sim_op_view {
	uint32_t global, inst;   /* function, instruction */
	uint32_t wave, first;    /* wave index, the wave's first thread */
	uint64_t mask;           /* lanes that executed it together */
	uint32_t nargs, nres;    /* slots per lane */
	const uint64_t *vals;    /* per lane of mask, lowest first: args then
				  * results */
	const uint8_t *pois;     /* the same, 1 where poison */
} sim_op_view;
size_t sim_run_nrecords(const cv_run *run);
void sim_run_record(const cv_run *run, size_t i, sim_op_view *v);

/* Thread t's return value: *n slots (0 for void or a thread that did not
 * return), values and poison flags. */
void sim_run_returns(const cv_run *run, uint32_t t, const uint64_t **vals,
		     const uint64_t **pois, uint32_t *n);

/* The memory of the buffer made for argument `name`, or of global `name`
 * (materialised with its initializer if the run never touched it).
 * Returns 0, or -1 if there is none (or memory ran out). */
int sim_run_memory(cv_run *run, int is_global, const char *name,
		   const uint8_t **data, uint32_t *size);

/* CV_ANCHOR_CHOICES: the number of alternatives of each choice the run
 * took, in order (*n of them). */
const uint8_t *sim_run_choice_arity(const cv_run *run, size_t *n);

/* The threads of waves: the wave width of the run. */
uint32_t sim_run_width(const cv_run *run);

#endif
