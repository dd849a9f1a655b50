#include "runtime/loaded_kernel.h"

#include <fmt/format.h>

#include "core/error.h"

namespace gfxtile {
namespace {

const KernelCode& find_kernel(const CompiledKernel& compiled, std::string_view name) {
  const auto& kernels = compiled.code_object.kernels();
  if (!name.empty()) return compiled.code_object.kernel(name);
  if (kernels.size() != 1)
    fail("code object '{}' holds {} kernels; name the one to load", compiled.name, kernels.size());
  return kernels.front();
}

}  // namespace

LoadedKernel::LoadedKernel(Device& device, CompiledKernelPointer compiled, std::string_view name)
    : device_(&device),
      compiled_(std::move(compiled)),
      code_(&find_kernel(*compiled_, name)),
      plan_(ArgumentPlan::build(code_->metadata, device.target().properties().lds_bytes_per_workgroup)),
      loaded_(device.load_kernel(compiled_, *code_)) {}

void LoadedKernel::launch_values(const LaunchConfig& config, std::span<const ArgumentValue> values) {
  // Kernarg segments are a few hundred bytes; the stack avoids an allocation per launch.
  constexpr size_t kInline = 1024;
  alignas(16) uint8_t inline_buffer[kInline];
  std::vector<uint8_t> heap_buffer;
  if (plan_.kernarg_size() > kInline) heap_buffer.resize(plan_.kernarg_size());
  const std::span<uint8_t> buffer = heap_buffer.empty() ? std::span<uint8_t>(inline_buffer, plan_.kernarg_size())
                                                        : std::span<uint8_t>(heap_buffer);
  plan_.pack(values, config, buffer);
  device_->launch(*loaded_, config, buffer);
}

std::vector<uint8_t> LoadedKernel::pack(const LaunchConfig& config, std::span<const ArgumentValue> values) const {
  std::vector<uint8_t> buffer(plan_.kernarg_size());
  plan_.pack(values, config, buffer);
  return buffer;
}

uint32_t LoadedKernel::workgroup_size() const {
  return static_cast<uint32_t>(code_->metadata.max_flat_workgroup_size);
}

}  // namespace gfxtile
