; HLSL resources on SPIR-V: llvm.spv.resource.handlefrombinding gives the
; buffer given for the resource's name (the string it receives, the HLSL
; global's name) with --arg NAME=buffer:SIZE[:INIT]; getpointer(handle, i)
; is its i-th element (i32: 4 bytes).  Thread t reads In[t] (iota: t) and
; writes it * 3 to Out[t], then returns Out[t] + In[5 - t].
; A resource without a buffer is an error that names it.
; RUN: %converge run %s --function main --threads 6 --wave 4 --arg In=buffer:24:iota --arg Out=buffer:24 --format=json | FileCheck %s
; CHECK: "returns": [5, 7, 9, 11, 13, 15]
; RUN: not %converge run %s --function main --threads 6 --arg In=buffer:24:iota 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: error: resource 'Out' (set 0, binding 1) has no buffer: give one with --arg Out=buffer:SIZE[:INIT]

target triple = "spirv1.6-unknown-vulkan1.3-compute"

@.in = private unnamed_addr constant [3 x i8] c"In\00"
@.out = private unnamed_addr constant [4 x i8] c"Out\00"

define i32 @main() {
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %in = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 0, i32 1, i32 0, ptr @.in)
  %out = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32 0, i32 1, i32 1, i32 0, ptr @.out)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %in, i32 %t)
  %v = load i32, ptr addrspace(11) %p
  %v3 = mul i32 %v, 3
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %out, i32 %t)
  store i32 %v3, ptr addrspace(11) %q
  %o = load i32, ptr addrspace(11) %q
  %u = sub i32 5, %t
  %pu = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %in, i32 %u)
  %w = load i32, ptr addrspace(11) %pu
  %r = add i32 %o, %w
  ret i32 %r
}

declare i32 @llvm.spv.thread.id.i32(i32)
declare target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0i32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0i32_12_1t(target("spirv.VulkanBuffer", [0 x i32], 12, 1), i32)

; A specialization constant ([[vk::constant_id(3)]] const uint K = 5, as
; clang emits it) takes its default value: 5.
; RUN: %converge run %s --function spec --threads 2 --format=json | FileCheck %s --check-prefix=SPEC
; SPEC: "returns": [5, 5]
define i32 @spec() {
  %k = call i32 @_Z20__spirv_SpecConstantij(i32 3, i32 5)
  ret i32 %k
}

declare i32 @_Z20__spirv_SpecConstantij(i32, i32)

; WaveGetLaneIndex, as clang 22 emits it for SPIR-V: a call of the external
; function __hlsl_wave_get_lane_index, the lane in the wave.
; RUN: %converge run %s --function lane --threads 6 --wave 4 --format=json | FileCheck %s --check-prefix=LANE
; LANE: "returns": [0, 1, 2, 3, 0, 1]
define i32 @lane() {
  %l = call spir_func i32 @__hlsl_wave_get_lane_index() convergent
  ret i32 %l
}

declare spir_func i32 @__hlsl_wave_get_lane_index() convergent
