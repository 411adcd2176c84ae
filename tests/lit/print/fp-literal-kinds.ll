; One literal text read as several floating-point types, each more than
; once: the reader keeps literals' bits by their text and their type's
; kind, and each use prints as opt 22 prints it.
; RUN: %converge print %s | FileCheck %s

; CHECK:      store half 0xH3E00, ptr %p, align 2
; CHECK-NEXT: store float 1.500000e+00, ptr %p, align 4
; CHECK-NEXT: store double 1.500000e+00, ptr %p, align 8
; CHECK-NEXT: store float 0x3FB99999A0000000, ptr %p, align 4
; CHECK-NEXT: store double 0x3FB99999A0000000, ptr %p, align 8
; CHECK-NEXT: store double 1.000000e-01, ptr %p, align 8
; CHECK-NEXT: store half 0xH3E00, ptr %p, align 2
; CHECK-NEXT: store bfloat 0xR3FC0, ptr %p, align 2
; CHECK-NEXT: store x86_fp80 0xK3FFFC000000000000000, ptr %p, align 16
; CHECK-NEXT: store fp128 0xL00000000000000003FFF800000000000, ptr %p, align 16
; CHECK-NEXT: store half 0xH3E00, ptr %p, align 2
; CHECK-NEXT: store double 1.500000e+00, ptr %p, align 8
; CHECK-NEXT: store float 0x3FB99999A0000000, ptr %p, align 4

define void @f(ptr %p) {
  store half 1.5, ptr %p
  store float 1.5, ptr %p
  store double 1.5, ptr %p
  store float 0x3FB99999A0000000, ptr %p
  store double 0x3FB99999A0000000, ptr %p
  store double 0x3FB999999999999A, ptr %p
  store half 0xH3E00, ptr %p
  store bfloat 0xR3FC0, ptr %p
  store x86_fp80 0xK3FFFC000000000000000, ptr %p
  store fp128 0xL00000000000000003FFF800000000000, ptr %p
  store half 1.5, ptr %p
  store double 1.5, ptr %p
  store float 0x3FB99999A0000000, ptr %p
  ret void
}
