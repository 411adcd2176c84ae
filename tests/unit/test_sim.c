/*
 * test_sim.c - the simulator: the specification's reserveSpaceInBuffer
 * under every anchor policy; token semantics; runtime errors; the
 * uniformity check with stand-in analyses; and random programs on which
 * the scheduler's groups must be exactly the classes of maximal
 * convergence that trace.c computes from the same per-thread paths.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "converge.h"
#include "testutil.h"
#include "exec/sim.h"

static uint64_t rng_state;

static uint32_t rnd(uint32_t n)
{
	rng_state = trace_mix(rng_state + 0x9e3779b97f4a7c15ull);
	return n ? (uint32_t)(rng_state % n) : 0;
}

static cv_module *parse(cv_context *ctx, const char *ir)
{
	cv_module *m = cv_parse(ctx, "test.ll", ir, strlen(ir));
	if (!m && cv_diag_count(ctx))
		fprintf(stderr, "%s\n", cv_diag_get(ctx, 0)->message);
	assert_non_null(m);
	return m;
}

/* ---- reserveSpaceInBuffer -------------------------------------------------- */

static const char reserve[] =
	"@bufferAllocationCount = global i32 0\n"
	"define i32 @reserveSpaceInBuffer() {\n"
	"entry:\n"
	"  %anchor = call token @llvm.experimental.convergence.anchor()\n"
	"  %ballot = call i64 @subgroupBallot(i1 true) [ \"convergencectrl\"(token %anchor) ]\n"
	"  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)\n"
	"  %numThreads = trunc i64 %numThreads.p to i32\n"
	"  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()\n"
	"  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64\n"
	"  %mask.p = shl i64 1, %absoluteThreadIdx.ext\n"
	"  %mask = sub i64 %mask.p, 1\n"
	"  %maskedBallot = and i64 %ballot, %mask\n"
	"  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)\n"
	"  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32\n"
	"  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0\n"
	"  br i1 %isFirstThread, label %then, label %end\n"
	"then:\n"
	"  %baseOffset.1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic\n"
	"  br label %end\n"
	"end:\n"
	"  %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]\n"
	"  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ \"convergencectrl\"(token %anchor) ]\n"
	"  %offset = add i32 %baseOffset, %relativeThreadIdx\n"
	"  ret i32 %offset\n"
	"}\n"
	"declare token @llvm.experimental.convergence.anchor()\n"
	"declare i64 @subgroupBallot(i1) convergent\n"
	"declare i64 @llvm.ctpop.i64(i64)\n"
	"declare i32 @getSubgroupLocalInvocationId()\n"
	"declare i32 @subgroupBroadcastFirst(i32) convergent\n";

static void test_reserve_space(void **state)
{
	static const unsigned sizes[][2] = {{1, 1}, {10, 4}, {64, 64}, {100, 32},
					    {37, 8}};
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, reserve);
	unsigned s, policy, seed;
	(void)state;
	for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
		for (policy = 0; policy < 3; policy++)
			for (seed = 0; seed < (policy == 2 ? 5u : 1u); seed++) {
				cv_run_options o;
				cv_run *run;
				unsigned n = sizes[s][0], t;
				char *seen = calloc(n, 1);
				struct buffer b = {0};
				cv_writer w = {buffer_write, &b};
				memset(&o, 0, sizeof o);
				o.threads = n;
				o.wave = sizes[s][1];
				o.anchor = (cv_anchor_policy)policy;
				o.seed = seed;
				o.keep_ops = 1;
				run = cv_run_new(m, 0, &o);
				if (!run)
					fail_msg("%s", cv_diag_get(ctx, 0)->message);
				for (t = 0; t < n; t++) {
					int64_t off = cv_run_return_value(run, t);
					assert_true(off >= 0 && off < (int64_t)n);
					assert_false(seen[off]);
					seen[off] = 1;
				}
				assert_int_equal(cv_run_print(run, 1, &w), 0);
				{
					char want[64];
					snprintf(want, sizeof want,
						 "\"bufferAllocationCount\": %u}", n);
					assert_non_null(strstr(b.data, want));
				}
				free(b.data);
				free(seen);
				cv_run_free(run);
			}
	cv_module_free(m);
	cv_context_free(ctx);
}

/* ---- token semantics ------------------------------------------------------- */

/* The extended cycle: with the loop token, threads leaving in different
 * iterations do not communicate at the ballot. */
static void test_loop_token(void **state)
{
	static const char ir[] =
		"define i64 @example() convergent {\n"
		"A:\n"
		"  %entry = call token @llvm.experimental.convergence.entry()\n"
		"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  br label %for\n"
		"for:\n"
		"  %i = phi i32 [ 0, %A ], [ %i.next, %D ]\n"
		"  %inner = call token @llvm.experimental.convergence.loop() [\"convergencectrl\"(token %entry)]\n"
		"  %m = urem i32 %tid, 3\n"
		"  %c = icmp eq i32 %m, %i\n"
		"  br i1 %c, label %C, label %D\n"
		"C:\n"
		"  %b = call i64 @subgroupBallot(i1 true) [\"convergencectrl\"(token %inner)]\n"
		"  ret i64 %b\n"
		"D:\n"
		"  %i.next = add i32 %i, 1\n"
		"  br label %for\n"
		"}\n"
		"declare token @llvm.experimental.convergence.entry()\n"
		"declare token @llvm.experimental.convergence.loop()\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n"
		"declare i64 @subgroupBallot(i1) convergent\n";
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, ir);
	cv_run_options o;
	cv_run *run;
	unsigned t;
	(void)state;
	memset(&o, 0, sizeof o);
	o.threads = 8;
	o.wave = 8;
	run = cv_run_new(m, 0, &o);
	assert_non_null(run);
	for (t = 0; t < 8; t++) {
		uint64_t want = t % 3 == 0 ? 0x49 : t % 3 == 1 ? 0x92 : 0x24;
		assert_int_equal(cv_run_return_value(run, t), (int64_t)want);
	}
	/* 1 entry, 3 loop instances, 3 ballots */
	assert_int_equal(cv_run_op_count(run), 7);
	cv_run_free(run);
	cv_module_free(m);
	cv_context_free(ctx);
}

/* ---- CV_ANCHOR_RENDEZVOUS --------------------------------------------------- */

/* Thread t runs t + 1 iterations of a loop with an anchor; each iteration
 * adds its counter over the anchor's group (acc = acc * 100 + sum).  @h
 * has a heart, and an operation on it after the anchor's. */
static const char rendezvous_ir[] =
	"define i32 @f() {\n"
	"entry:\n"
	"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
	"  %c0 = add i32 %tid, 1\n"
	"  br label %loop\n"
	"loop:\n"
	"  %counter = phi i32 [ %c0, %entry ], [ %counter.next, %body ]\n"
	"  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]\n"
	"  %more = icmp sgt i32 %counter, 0\n"
	"  br i1 %more, label %body, label %exit\n"
	"body:\n"
	"  %tok = call token @llvm.experimental.convergence.anchor()\n"
	"  %s = call i32 @subgroupAdd(i32 %counter) [ \"convergencectrl\"(token %tok) ]\n"
	"  %acc.100 = mul i32 %acc, 100\n"
	"  %acc.next = add i32 %acc.100, %s\n"
	"  %counter.next = sub i32 %counter, 1\n"
	"  br label %loop\n"
	"exit:\n"
	"  ret i32 %acc\n"
	"}\n"
	"define i32 @h() convergent {\n"
	"entry:\n"
	"  %e = call token @llvm.experimental.convergence.entry()\n"
	"  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
	"  %c0 = add i32 %tid, 1\n"
	"  br label %loop\n"
	"loop:\n"
	"  %counter = phi i32 [ %c0, %entry ], [ %counter.next, %body ]\n"
	"  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]\n"
	"  %heart = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %e) ]\n"
	"  %more = icmp sgt i32 %counter, 0\n"
	"  br i1 %more, label %body, label %exit\n"
	"body:\n"
	"  %tok = call token @llvm.experimental.convergence.anchor()\n"
	"  %s = call i32 @subgroupAdd(i32 %counter) [ \"convergencectrl\"(token %tok) ]\n"
	"  %v = call i32 @subgroupAdd(i32 %counter) [ \"convergencectrl\"(token %heart) ]\n"
	"  %acc.100 = mul i32 %acc, 100\n"
	"  %acc.s = add i32 %acc.100, %s\n"
	"  %acc.next = add i32 %acc.s, %v\n"
	"  %counter.next = sub i32 %counter, 1\n"
	"  br label %loop\n"
	"exit:\n"
	"  ret i32 %acc\n"
	"}\n"
	"declare i32 @llvm.amdgcn.workitem.id.x()\n"
	"declare token @llvm.experimental.convergence.entry()\n"
	"declare token @llvm.experimental.convergence.anchor()\n"
	"declare token @llvm.experimental.convergence.loop()\n"
	"declare i32 @subgroupAdd(i32) convergent\n";

/* Runs function fi of the module on 3 threads under the rendezvous policy
 * with per-thread parts; NULL with the diagnostic in *err. */
static cv_run *rendezvous_run(cv_context *ctx, cv_module *m, size_t fi,
			      const uint32_t *off, const uint32_t *guide)
{
	cv_run_options o;
	memset(&o, 0, sizeof o);
	o.threads = 3;
	o.wave = 4;
	o.anchor = CV_ANCHOR_RENDEZVOUS;
	o.anchor_guide_off = off;
	o.anchor_guide = guide;
	o.anchor_guide_threads = 3;
	o.keep_ops = 1;
	(void)ctx;
	return cv_run_new(m, fi, &o);
}

static void test_rendezvous(void **state)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, rendezvous_ir);
	/* thread 0's only anchor execution with thread 2's third: they wait
	 * for each other across iterations (1 + 1); threads 1 and 2 run
	 * their other iterations alone */
	static const uint32_t off[] = {0, 1, 3, 6};
	static const uint32_t across[] = {7, 8, 9, 5, 6, 7};
	/* thread 1's first with thread 2's second and thread 1's second with
	 * thread 2's first: each waits for the other */
	static const uint32_t crossed[] = {7, 1, 2, 2, 1, 3};
	/* @h: thread 0 (one iteration) with thread 2's first: fine; with
	 * thread 2's third, thread 2 waits at the heart's operation of its
	 * first iteration for thread 0, which waits at the anchor's for it */
	static const uint32_t heart_ok[] = {5, 8, 9, 5, 6, 7};
	cv_run *run;
	(void)state;
	run = rendezvous_run(ctx, m, 0, off, across);
	if (!run)
		fail_msg("%s", cv_diag_get(ctx, 0)->message);
	assert_int_equal(cv_run_return_value(run, 0), 2);
	assert_int_equal(cv_run_return_value(run, 1), 201);
	assert_int_equal(cv_run_return_value(run, 2), 30202);
	cv_run_free(run);
	assert_null(rendezvous_run(ctx, m, 0, off, crossed));
	assert_non_null(strstr(cv_diag_get(ctx, cv_diag_count(ctx) - 1)->message,
			       "deadlock"));
	/* @h, threads together: s = 1 + 3, v = 1 + 2 + 3 in the first
	 * iteration */
	run = rendezvous_run(ctx, m, 1, off, heart_ok);
	if (!run)
		fail_msg("%s", cv_diag_get(ctx, cv_diag_count(ctx) - 1)->message);
	assert_int_equal(cv_run_return_value(run, 0), 4 + 6);
	cv_run_free(run);
	assert_null(rendezvous_run(ctx, m, 1, off, across));
	assert_non_null(strstr(cv_diag_get(ctx, cv_diag_count(ctx) - 1)->message,
			       "deadlock"));
	cv_module_free(m);
	cv_context_free(ctx);
}

/* ---- errors ------------------------------------------------------------------ */

static void expect_error(const char *ir, const char *needle, unsigned line)
{
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, ir);
	cv_run_options o;
	const cv_diag *d;
	memset(&o, 0, sizeof o);
	o.threads = 4;
	o.wave = 4;
	o.max_steps = 1000;
	assert_null(cv_run_new(m, 0, &o));
	assert_int_equal(cv_diag_count(ctx), 1);
	d = cv_diag_get(ctx, 0);
	if (!strstr(d->message, needle))
		fail_msg("expected '%s' in '%s'", needle, d->message);
	assert_int_equal(d->line, line);
	cv_module_free(m);
	cv_context_free(ctx);
}

static void test_errors(void **state)
{
	(void)state;
	expect_error("define i32 @f() {\n"
		     "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
		     "  %d = sdiv i32 7, %t\n"
		     "  ret i32 %d\n}\n"
		     "declare i32 @llvm.amdgcn.workitem.id.x()\n",
		     "division by zero (thread 0)", 3);
	expect_error("define void @f() {\n"
		     "  %p = alloca i32\n"
		     "  %q = getelementptr i32, ptr %p, i32 1\n"
		     "  store i32 1, ptr %q\n"
		     "  ret void\n}\n",
		     "out-of-bounds store", 4);
	expect_error("define void @f() {\n"
		     "entry:\n  br label %l\n"
		     "l:\n  br label %l\n}\n",
		     "step limit", 5);
	expect_error("define void @f(i1 %c) {\n"
		     "  br i1 poison, label %a, label %b\n"
		     "a:\n  ret void\n"
		     "b:\n  ret void\n}\n",
		     "branch on poison", 2);
	expect_error("define void @f(ptr %p) {\n"
		     "  %x = va_arg ptr %p, i32\n"
		     "  ret void\n}\n",
		     "unsupported instruction 'va_arg'", 2);
	expect_error("define void @f() {\n  unreachable\n}\n", "unreachable", 2);
}

/* ---- the uniformity check ---------------------------------------------------- */

static int all_uniform(void *user, size_t index, uint32_t x)
{
	(void)index;
	(void)x;
	return *(int *)user;
}

static void test_check_uniformity(void **state)
{
	static const char ir[] =
		"define i32 @f(i32 %n) {\n"
		"entry:\n"
		"  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
		"  %c = icmp slt i32 %t, %n\n"
		"  br i1 %c, label %a, label %b\n"
		"a:\n  br label %b\n"
		"b:\n"
		"  %p = phi i32 [ 1, %entry ], [ 2, %a ]\n"
		"  ret i32 %p\n}\n"
		"declare i32 @llvm.amdgcn.workitem.id.x()\n";
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, ir);
	cv_uniformity_oracle u;
	cv_run_options o;
	cv_run_arg arg = {"n", "2"};
	cv_run *run;
	int uniform = 1;
	(void)state;
	memset(&o, 0, sizeof o);
	o.threads = 4;
	o.wave = 4;
	o.args = &arg;
	o.nargs = 1;
	u.user = &uniform;
	u.inst_uniform = all_uniform;
	u.arg_uniform = all_uniform;
	u.branch_uniform = all_uniform;
	o.check = &u;
	/* an analysis that calls everything uniform is caught: %t, %c, the
	 * branch and the phi */
	run = cv_run_new(m, 0, &o);
	assert_non_null(run);
	assert_int_equal(cv_run_violation_count(run), 4);
	cv_run_free(run);
	/* one that calls everything divergent is never wrong */
	uniform = 0;
	run = cv_run_new(m, 0, &o);
	assert_non_null(run);
	assert_int_equal(cv_run_violation_count(run), 0);
	cv_run_free(run);
	cv_module_free(m);
	cv_context_free(ctx);
}

/* ---- random programs: the scheduler's groups == maximal convergence ------------ */

/* A random CFG of n blocks.  Every block counts its executions in a
 * per-thread counter and picks a successor from a hash of the counter, its
 * index and (in most blocks) the thread id; after `limit` steps every
 * block leaves through its last successor, the exit, so runs end. */
static char *random_kernel(uint32_t n, uint32_t limit)
{
	size_t cap = 4096 + (size_t)n * 1024, len = 0;
	char *s = malloc(cap);
	uint32_t b, k;
	assert_non_null(s);
#define P(...) (len += (size_t)snprintf(s + len, cap - len, __VA_ARGS__))
	P("define void @k() {\n"
	  "entry:\n"
	  "  %%cnt = alloca i32\n"
	  "  store i32 0, ptr %%cnt\n"
	  "  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
	  "  %%tmix = mul i32 %%tid, -1640531535\n"
	  "  br label %%b0\n");
	for (b = 0; b < n; b++) {
		uint32_t ns = 1 + rnd(3), mult = 2 * rnd(1u << 20) + 1;
		uint32_t succ[3];
		int divergent = rnd(4) != 0;
		for (k = 0; k < ns; k++) {
			int32_t d = (int32_t)b + (int32_t)rnd(6) - 2;
			succ[k] = rnd(4) == 0 ? rnd(n) : d < 0 ? 0 : (uint32_t)d >= n ? n - 1 : (uint32_t)d;
		}
		P("b%u:\n"
		  "  %%c%u = load i32, ptr %%cnt\n"
		  "  %%n%u = add i32 %%c%u, 1\n"
		  "  store i32 %%n%u, ptr %%cnt\n"
		  "  %%h%u = mul i32 %%n%u, %u\n"
		  "  %%x%u = xor i32 %%h%u, %s\n"
		  "  %%y%u = lshr i32 %%x%u, 7\n"
		  "  %%r%u = urem i32 %%y%u, %u\n"
		  "  %%done%u = icmp ugt i32 %%n%u, %u\n"
		  "  %%sel%u = select i1 %%done%u, i32 %u, i32 %%r%u\n"
		  "  switch i32 %%sel%u, label %%exit [",
		  b, b, b, b, b, b, b, mult, b, b, divergent ? "%tmix" : "12345", b,
		  b, b, b, ns, b, b, limit + rnd(limit), b, b, ns, b, b);
		for (k = 0; k < ns; k++)
			P(" i32 %u, label %%b%u", k, succ[k]);
		P(" ]\n");
	}
	P("exit:\n  ret void\n}\n"
	  "declare i32 @llvm.amdgcn.workitem.id.x()\n");
#undef P
	return s;
}

static int random_round(uint32_t round)
{
	uint32_t n = 2 + rnd(12), limit = 2 + rnd(12);
	char *ir = random_kernel(n, limit);
	cv_context *ctx = cv_context_new(NULL);
	cv_module *m = parse(ctx, ir);
	cv_cfg *cfg = cv_cfg_new(m, 0, CV_CFG_ALL);
	cv_run_options o;
	sim_paths sp;
	trace_paths p;
	trace_rel keys, slow, sim;
	arena res, tmp;
	jmp_buf oom;
	uint32_t i, conflict, ninst;
	int cyclic;
	assert_non_null(cfg);
	cyclic = cfg->cycles.ncycles > 0;
	memset(&o, 0, sizeof o);
	o.threads = 2 + rnd(7);
	o.wave = o.threads;
	arena_init(&res, NULL);
	arena_init(&tmp, NULL);
	res.oom = tmp.oom = &oom;
	if (setjmp(oom))
		fail_msg("out of memory");
	if (sim_run_paths(m, 0, &o, &sp, &res) != 0)
		fail_msg("round %u: %s\n%s", round, cv_diag_get(ctx, 0)->message, ir);
	p.nthreads = sp.nthreads;
	p.off = sp.off;
	p.blocks = sp.blocks;
	ninst = sp.off[sp.nthreads];
	assert_int_equal(trace_check_paths(&cfg->graph, &p), UINT32_MAX);
	trace_maximal(&keys, &cfg->cycles, &p, &res, &tmp);
	sim.ninst = ninst;
	sim.cls = arena_alloc(&res, ((size_t)ninst + 1) * 4);
	for (i = 0; i < ninst; i++)
		sim.cls[i] = sp.group[i];
	sim.nclasses = trace_renumber(sim.cls, ninst, &tmp);
	if (!trace_rel_same(&keys, &sim)) {
		uint32_t t;
		fprintf(stderr, "round %u: scheduler and keys disagree\n%s", round, ir);
		for (t = 0; t < p.nthreads; t++) {
			uint32_t k;
			fprintf(stderr, "thread %u:", t);
			for (k = p.off[t]; k < p.off[t + 1]; k++)
				fprintf(stderr, " b%u(%u/%u)", p.blocks[k] - 1, keys.cls[k],
					sim.cls[k]);
			fprintf(stderr, "\n");
		}
		fail();
	}
	if (ninst <= 160) {
		if (trace_oracle(&slow, &cfg->cycles, &p, &conflict, &res, &tmp) != 0)
			fail_msg("round %u: oracle contradiction", round);
		assert_true(trace_rel_same(&slow, &sim));
	}
	arena_free(&res);
	arena_free(&tmp);
	cv_cfg_free(cfg);
	cv_module_free(m);
	cv_context_free(ctx);
	free(ir);
	return cyclic;
}

static void test_random_schedules(void **state)
{
	uint32_t round, cyclic = 0;
	(void)state;
	rng_state = getenv("SIM_SEED") ? strtoull(getenv("SIM_SEED"), NULL, 0) : 777;
	for (round = 0; round < 500; round++)
		cyclic += (uint32_t)random_round(round);
	assert_true(cyclic > 250);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_reserve_space),
	    cmocka_unit_test(test_loop_token),
	    cmocka_unit_test(test_rendezvous),
	    cmocka_unit_test(test_errors),
	    cmocka_unit_test(test_check_uniformity),
	    cmocka_unit_test(test_random_schedules),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
