# sample.sh - sample_inputs, for the comparison scripts (sourced; needs
# cmp_name and loud).

# sample_inputs: with COMPARE_SAMPLE=K (K > 1), keeps every K-th input of
# the arrays files (and kinds, where the script has it), and says so
# loudly: the sanitized tiers of `make check` compare a sample, the
# tier's own make target compares every input.
sample_inputs() {
	local k=${COMPARE_SAMPLE:-1} i keep_f=() keep_k=() has_kinds=0
	[ "$k" -gt 1 ] 2>/dev/null || return 0
	declare -p kinds >/dev/null 2>&1 && has_kinds=1
	for i in "${!files[@]}"; do
		[ $((i % k)) -eq 0 ] || continue
		keep_f+=("${files[$i]}")
		[ $has_kinds = 0 ] || keep_k+=("${kinds[$i]}")
	done
	loud "a sample: ${#keep_f[@]} of ${#files[@]} inputs (COMPARE_SAMPLE=$k); make $cmp_name compares all"
	files=("${keep_f[@]}")
	[ $has_kinds = 0 ] || kinds=("${keep_k[@]}")
}
