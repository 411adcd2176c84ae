; Covers: every fast-math flag alone, in many orders and combinations, the
; `fast` shorthand, and fmf on fcmp, call, phi, select, fneg, fptrunc, fpext
; and uitofp-free casts.
declare float @llvm.sqrt.f32(float)

define float @flags(float %a, float %b, i1 %c) {
entry:
  %1 = fadd nnan float %a, %b
  %2 = fadd ninf float %1, %b
  %3 = fadd nsz float %2, %b
  %4 = fadd arcp float %3, %b
  %5 = fadd contract float %4, %b
  %6 = fadd afn float %5, %b
  %7 = fadd reassoc float %6, %b
  %8 = fadd fast float %7, %b
  %9 = fadd nnan ninf float %8, %b
  %10 = fadd ninf nnan float %9, %b
  %11 = fadd reassoc nnan ninf nsz arcp contract afn float %10, %b
  %12 = fadd afn contract arcp nsz ninf nnan float %11, %b
  %13 = fmul nsz arcp float %12, %b
  %14 = fdiv reassoc contract float %13, %b
  %15 = fneg arcp afn float %14
  %16 = fcmp fast olt float %15, %a
  %17 = fcmp nnan oeq float %15, 0.0
  %18 = select nnan i1 %16, float %15, float %a
  %19 = call ninf afn float @llvm.sqrt.f32(float %18)
  %20 = fptrunc nnan float %19 to half
  %21 = fpext ninf half %20 to double
  %22 = fptrunc double %21 to float
  br i1 %c, label %x, label %y

x:
  br label %y

y:
  %p = phi nsz float [ %22, %x ], [ %a, %entry ]
  %q = select fast i1 %17, float %p, float %b
  ret float %q
}
