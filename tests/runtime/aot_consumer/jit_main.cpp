// A downstream program that uses gfxtile as a library (find_package(gfxtile), headers from the
// install prefix): JIT-compiles a kernel from LLVM IR text and runs it on the emulator device.
#include <cstdio>
#include <vector>

#include "runtime/buffer.h"
#include "runtime/device.h"
#include "runtime/jit.h"
#include "runtime/loaded_kernel.h"

// y[i] = 3 * x[i] + 1 for i < n, one work-item per element, 64 per workgroup.
constexpr const char* kScaleKernel = R"(
define amdgpu_kernel void @scale(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %n)
    "amdgpu-flat-work-group-size"="1,64" {
  %group = call i32 @llvm.amdgcn.workgroup.id.x()
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %base = mul i32 %group, 64
  %i = add i32 %base, %lane
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %body, label %done
body:
  %offset = sext i32 %i to i64
  %source = getelementptr float, ptr addrspace(1) %x, i64 %offset
  %value = load float, ptr addrspace(1) %source
  %scaled = fmul float %value, 3.0
  %result = fadd float %scaled, 1.0
  %destination = getelementptr float, ptr addrspace(1) %y, i64 %offset
  store float %result, ptr addrspace(1) %destination
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
)";

int main() {
  auto device = gfxtile::open_device(gfxtile::DeviceChoice::emulator);
  const int n = 100;
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i) x[i] = static_cast<float>(i) - 7.0f;
  auto input = gfxtile::DeviceBuffer::upload(*device, x);
  auto output = gfxtile::DeviceBuffer::upload(*device, std::vector<float>(n, 0.0f));
  gfxtile::LoadedKernel kernel(*device, gfxtile::jit(gfxtile::KernelSource::llvm_ir("scale", kScaleKernel),
                                                     device->target()));
  kernel.launch({.grid = {(n + 63) / 64}, .block = {64}}, input, output, n);
  device->synchronize();
  const std::vector<float> y = output.download<float>();
  for (int i = 0; i < n; ++i)
    if (y[i] != 3.0f * x[i] + 1.0f) {
      std::printf("jit consumer: y[%d] = %g, expected %g\n", i, y[i], 3.0f * x[i] + 1.0f);
      return 1;
    }
  std::printf("jit consumer: %d results correct on %s\n", n, device->description().c_str());
  return 0;
}
