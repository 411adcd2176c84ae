/*
 * uni_query.c - questions about a uniformity result that embedding
 * programs ask (the introspection part of the public API).
 */
#include "analysis/uniformity.h"

int cv_uniformity_is_source(const cv_uniformity *u, uint32_t ii)
{
	if (!u || ii >= u->f->ninsts || !u->div_inst[ii])
		return 0;
	return u->why_inst && u->why_inst[ii].kind == UW_SOURCE;
}
