; Covers: fadd/fsub/fmul/fdiv/frem and fneg on every floating-point type
; and on vectors, with and without fast-math flags.
define double @fp(double %a, double %b) {
  %add = fadd double %a, %b
  %sub = fsub double %a, 1.0
  %mul = fmul double %sub, %add
  %div = fdiv double %mul, 3.0
  %rem = frem double %div, %b
  %neg = fneg double %rem
  %negc = fneg nnan double %neg
  ret double %negc
}

define void @types(half %h, bfloat %bf, float %f, x86_fp80 %x, fp128 %q, ppc_fp128 %p) {
  %1 = fadd half %h, %h
  %2 = fsub bfloat %bf, %bf
  %3 = fmul float %f, %f
  %4 = fdiv x86_fp80 %x, %x
  %5 = frem fp128 %q, %q
  %6 = fneg ppc_fp128 %p
  %7 = fneg half %1
  ret void
}

define <2 x float> @vec(<2 x float> %a, <vscale x 2 x double> %s) {
  %1 = fadd fast <2 x float> %a, <float 1.0, float 2.5>
  %2 = fneg <2 x float> %1
  %3 = fmul reassoc <vscale x 2 x double> %s, %s
  %4 = fneg nsz <vscale x 2 x double> %3
  ret <2 x float> %2
}
