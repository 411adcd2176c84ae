; The implicit kernel arguments follow the module: on amdhsa the code
; object version's layout (v4: the global offsets, u64 at 0, 8, 16, all 0;
; v5 and later: hidden_block_count_y, a u32 at 4, 1 in a line of threads),
; on Mesa the work dimensions (u32 at 0) and the global offsets (u32 at 4,
; 8, 12).  libclc reads the global offset of dimension d at 4 + 4 * d.
; Mesa's libclc reads the sizes through llvm.r600.read.local.size.x (6) and
; the ids through llvm.r600.read.tidig.x.
; RUN: sed 's/COV/400/; s/OS/amdhsa/' %s | %converge run - --function word1 --threads 2 --format=json | FileCheck %s --check-prefix=V4
; V4: "returns": [0, 0]
; RUN: sed 's/COV/600/; s/OS/amdhsa/' %s | %converge run - --function word1 --threads 2 --format=json | FileCheck %s --check-prefix=V6
; V6: "returns": [1, 1]
; RUN: sed 's/COV/600/; s/OS/mesa3d/' %s | %converge run - --function word1 --threads 2 --format=json | FileCheck %s --check-prefix=MESA
; MESA: "returns": [0, 0]
; RUN: sed 's/COV/600/; s/OS/mesa3d/' %s | %converge run - --function word0 --threads 2 --format=json | FileCheck %s --check-prefix=MESA0
; MESA0: "returns": [1, 1]
; RUN: sed 's/COV/600/; s/OS/mesa3d/' %s | %converge run - --function r600 --threads 6 --format=json | FileCheck %s --check-prefix=R600
; R600: "returns": [60, 61, 62, 63, 64, 65]

target triple = "amdgcn-amd-OS"

define i32 @word1() {
  %i = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %p = getelementptr i8, ptr addrspace(4) %i, i64 4
  %v = load i32, ptr addrspace(4) %p
  ret i32 %v
}

define i32 @word0() {
  %i = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %v = load i32, ptr addrspace(4) %i
  ret i32 %v
}

define i32 @r600() {
  %s = call i32 @llvm.r600.read.local.size.x()
  %t = call i32 @llvm.r600.read.tidig.x()
  %a = mul i32 %s, 10
  %r = add i32 %a, %t
  ret i32 %r
}

declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.r600.read.local.size.x()
declare i32 @llvm.r600.read.tidig.x()

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 COV}
