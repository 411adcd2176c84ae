; Covers: floating-point constants of all seven types in decimal and hex
; forms: 0.0, -0.0, exact and inexact decimals, exponents, NaN (quiet,
; signalling, with payload, negative), infinities, denormals, max/min,
; 0xH/0xR/0xK/0xL/0xM forms, and float constants printed as hex.
@h = global [6 x half] [half 0.0, half -0.0, half 1.5, half 0xH7C00, half 0xHFE00, half 0xH0001]
@bf = global [5 x bfloat] [bfloat 1.0, bfloat 0xR7F80, bfloat 0xRFFC1, bfloat 0xR0001, bfloat -2.5]
@f = global [12 x float] [float 0.0, float -0.0, float 1.0, float 0x3FB99999A0000000, float 1.0e+10, float 3.4028234663852886e+38, float 0x7FF0000000000000, float 0xFFF0000000000000, float 0x7FF8000000000000, float 0x7FF4000000000000, float 0x36A0000000000000, float 0x3800000000000000]
@d = global [12 x double] [double 0.0, double -0.0, double 1.0, double 0.1, double 1.0e-300, double 1.7976931348623157e+308, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 0xFFF8000000000001, double 4.9406564584124654e-324, double 123456789.125]
@x = global [5 x x86_fp80] [x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK7FFF8000000000000000, x86_fp80 0xK00000000000000000001, x86_fp80 0xK3FFE8000000000000000, x86_fp80 0xK80000000000000000000]
@q = global [4 x fp128] [fp128 0xL00000000000000003FFF000000000000, fp128 0xL00000000000000007FFF000000000000, fp128 0xL0, fp128 0xL00000000000000010000000000000000]
@p = global [3 x ppc_fp128] [ppc_fp128 0xM3FF00000000000000000000000000000, ppc_fp128 0xM0, ppc_fp128 0xM7FF00000000000000000000000000000]
@fdec = global double 3.14159
@fneg = global double -1.5e-3
@dexp = global double 2.5E+5
@dhex = global double 0x400921FB54442D18
@vf = global <4 x float> <float 1.0, float undef, float 0x7FF8000000000000, float poison>

define double @use(double %x, float %y, half %h) {
  %a = fadd double %x, 0x3FB999999999999A
  %b = fadd double %a, 1.000000e+00
  %c = fadd float %y, 0x3FB99999A0000000
  %d = fadd half %h, 0xH3C00
  %e = fmul double %b, -0.000000e+00
  %f = fcmp olt double %e, 0x7FF0000000000000
  %g = fadd bfloat 0xR3F80, 1.0
  %i = fadd x86_fp80 0xK4000C000000000000000, 0xK3FFF8000000000000000
  %j = fadd fp128 0xL0, 0xL00000000000000003FFF000000000000
  %k = fadd ppc_fp128 0xM0, 0xM3FF00000000000000000000000000000
  ret double %e
}

define void @in_body(ptr %p) {
  store half 1.5, ptr %p
  store half 0xH0001, ptr %p
  store bfloat -2.5, ptr %p
  store bfloat 0xRFFC1, ptr %p
  store float 3.4028234663852886e+38, ptr %p
  store float 0x7FF4000000000000, ptr %p
  store float 0x36A0000000000000, ptr %p
  store double 4.9406564584124654e-324, ptr %p
  store double 1.7976931348623157e+308, ptr %p
  store double 123456789.125, ptr %p
  store double 0xFFF8000000000001, ptr %p
  store double 2.5E+5, ptr %p
  store double 1.0e-300, ptr %p
  store double -1.5e-3, ptr %p
  store double 1.0e+15, ptr %p
  store double 1.0e+16, ptr %p
  store double 1.25e-7, ptr %p
  store x86_fp80 0xK00000000000000000001, ptr %p
  store fp128 0xL00000000000000007FFF000000000000, ptr %p
  store ppc_fp128 0xM7FF00000000000000000000000000000, ptr %p
  store <2 x double> <double 0.5, double 0x7FF0000000000000>, ptr %p
  ret void
}
