; The reader keeps what a header's argument list and the text before its
; name (linkage, calling convention, the return's attributes and type)
; gave, by their text, and gives it again where the same text comes back
; (libclc's 10,353 headers write 870 argument lists).  Lists and prefixes
; that differ in a word, a name or an attribute, or a define and a
; declare written alike, each keep their own.
; RUN: %converge print %s | FileCheck %s
; RUN: env CONVERGE_THREADS=2 %converge print %s | FileCheck %s
; RUN: %converge verify %s

; CHECK:      declare noundef i32 @d1(ptr addrspace(1) noundef readonly captures(none), i32)
; CHECK:      define dso_local noundef i32 @f1(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1) {
; CHECK-NEXT:   ret i32 %1
; CHECK:      define dso_local noundef i32 @f2(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1) {
; CHECK-NEXT:   ret i32 %1
; CHECK:      define dso_local noundef i32 @f3(ptr addrspace(1) noundef readonly captures(none) %0, i32 noundef %1) {
; CHECK:      define internal noundef i32 @f4(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1) {
; CHECK:      define dso_local i64 @f5(i64 %x, ...) {
; CHECK-NEXT:   ret i64 %x
; CHECK:      define dso_local i64 @f6(i64 %x, ...) {
; CHECK-NEXT:   ret i64 %x
; CHECK:      define dso_local i64 @f7(i64 %x) {
; CHECK:      define dso_local i64 @f8(i64 %y) {
; CHECK-NEXT:   ret i64 %y
; CHECK:      define internal fastcc <4 x float> @f9(<4 x float> %0) {
; CHECK:      define internal fastcc <4 x float> @f10(<4 x float> %0) {
; CHECK:      define internal <4 x float> @f11(<4 x float> %0) {
; CHECK:      declare noundef i32 @d2(ptr addrspace(1) noundef readonly captures(none), i32)
; CHECK:      declare noundef i32 @d3(ptr addrspace(1) noundef readonly captures(none), i32)

declare noundef i32 @d1(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1)

define dso_local noundef i32 @f1(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1) {
  ret i32 %1
}

define dso_local noundef i32 @f2(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1) {
  ret i32 %1
}

define dso_local noundef i32 @f3(ptr addrspace(1) noundef readonly captures(none) %0, i32 noundef %1) {
  ret i32 %1
}

define internal noundef i32 @f4(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1) {
  ret i32 %1
}

define dso_local i64 @f5(i64 %x, ...) {
  ret i64 %x
}

define dso_local i64 @f6(i64 %x, ...) {
  ret i64 %x
}

define dso_local i64 @f7(i64 %x) {
  ret i64 %x
}

define dso_local i64 @f8(i64 %y) {
  ret i64 %y
}

define internal fastcc <4 x float> @f9(<4 x float> %0) {
  ret <4 x float> %0
}

define internal fastcc <4 x float> @f10(<4 x float> %0) {
  ret <4 x float> %0
}

define internal <4 x float> @f11(<4 x float> %0) {
  ret <4 x float> %0
}

declare noundef i32 @d2(ptr addrspace(1) noundef readonly captures(none), i32)

declare noundef i32 @d3(ptr addrspace(1) noundef readonly captures(none) %0, i32 %1)
