#include "emu/emulator.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "core/error.h"
#include "emu/gfx9.h"
#include "emu/loader.h"
#include "emu/program.h"
#include "emu/scheduler.h"

namespace gfxtile::emu {

std::string Fault::to_string() const {
  std::string text = fmt::format("emulator fault in kernel '{}': {}\n", kernel, message);
  // Functions the kernel calls may sit before its entry: their offsets are negative.
  const std::string where = int64_t(pc) < 0 ? fmt::format("-{:#x}", uint64_t(-int64_t(pc))) : fmt::format("{:#x}", pc);
  text += fmt::format("  pc {}: {}\n", where, instruction.empty() ? "(no instruction)" : instruction);
  text += fmt::format("  workgroup ({}, {}, {}), wave {}", workgroup[0], workgroup[1], workgroup[2], wave);
  if (lane >= 0) text += fmt::format(", lane {}", lane);
  if (address) text += fmt::format(", address {:#x}", *address);
  text += "\n";
  return text;
}

namespace {
template <typename T>
ArgumentValue bytes_of(T value) {
  ArgumentValue result;
  result.bytes.resize(sizeof(T));
  std::memcpy(result.bytes.data(), &value, sizeof(T));
  return result;
}
}  // namespace

ArgumentValue ArgumentValue::pointer(uint64_t address) { return bytes_of(address); }
ArgumentValue ArgumentValue::i32(int32_t value) { return bytes_of(value); }
ArgumentValue ArgumentValue::u32(uint32_t value) { return bytes_of(value); }
ArgumentValue ArgumentValue::i64(int64_t value) { return bytes_of(value); }
ArgumentValue ArgumentValue::f32(float value) { return bytes_of(value); }

const std::string& Kernel::name() const { return program_->kernel.name; }
const KernelCode& Kernel::code() const { return program_->kernel; }
size_t Kernel::instruction_count() const { return program_->texts.size(); }

Emulator::Emulator() = default;
Emulator::~Emulator() = default;

Kernel Emulator::load(const CodeObject& object, std::string_view kernel_name, const DecodeOptions& options) {
  const KernelCode& code = object.kernel(kernel_name);
  Program program = decode_program(object, code, options);
  // The code's address: s_getpc_b64-relative data (.rodata, the GOT) must be where it expects.
  program.code_address = map_code_object(memory_, object) + code.code_address;
  Kernel kernel;
  kernel.program_ = std::make_shared<const Program>(std::move(program));
  return kernel;
}

std::vector<uint8_t> Emulator::pack_arguments(const Kernel& kernel, const Launch& launch,
                                              std::span<const ArgumentValue> arguments) const {
  const KernelMetadata& metadata = kernel.code().metadata;
  const uint64_t size = std::max<uint64_t>(metadata.kernarg_segment_size, kernel.code().descriptor.kernarg_size);
  // Kernel arguments are at most 4 KiB in HIP and Triton; a corrupt 4 GiB size was allocated
  // (found by tests/fuzz/dispatch_fuzzer).
  constexpr uint64_t kLargestKernarg = uint64_t{64} << 10;
  if (size > kLargestKernarg)
    fail("kernel '{}': a kernarg segment of {} bytes exceeds the emulator's {} KiB", kernel.name(), size, kLargestKernarg >> 10);
  std::vector<uint8_t> kernarg(size + 64, 0);  // slack: scalar loads may read a little past the end
  size_t explicit_index = 0;
  auto put = [&](const KernelArgument& argument, const void* data, size_t bytes) {
    if (argument.offset > kernarg.size() || bytes > kernarg.size() - argument.offset)
      fail("kernel '{}': argument at offset {} does not fit the {}-byte kernarg segment", kernel.name(), argument.offset, size);
    if (bytes > 0) std::memcpy(kernarg.data() + argument.offset, data, bytes);  // a 0-byte argument's data may be null
  };
  auto put_value = [&](const KernelArgument& argument, uint64_t value) {
    put(argument, &value, std::min<uint64_t>(argument.size, 8));
  };
  const uint32_t dims = launch.grid.z > 1 || launch.block.z > 1 ? 3 : (launch.grid.y > 1 || launch.block.y > 1 ? 2 : 1);
  for (const KernelArgument& argument : metadata.arguments) {
    const std::string& kind = argument.value_kind;
    if (!argument.is_hidden()) {
      if (explicit_index >= arguments.size())
        fail("kernel '{}' takes {} explicit arguments; {} given", kernel.name(),
             std::count_if(metadata.arguments.begin(), metadata.arguments.end(), [](auto& a) { return !a.is_hidden(); }),
             arguments.size());
      const ArgumentValue& value = arguments[explicit_index];
      if (value.bytes.size() != argument.size)
        fail("kernel '{}': argument {} ('{}', {}) is {} bytes; {} given", kernel.name(), explicit_index, argument.name,
             argument.type_name, argument.size, value.bytes.size());
      put(argument, value.bytes.data(), value.bytes.size());
      ++explicit_index;
      continue;
    }
    if (kind == "hidden_block_count_x") put_value(argument, launch.grid.x);
    else if (kind == "hidden_block_count_y") put_value(argument, launch.grid.y);
    else if (kind == "hidden_block_count_z") put_value(argument, launch.grid.z);
    else if (kind == "hidden_group_size_x") put_value(argument, launch.block.x);
    else if (kind == "hidden_group_size_y") put_value(argument, launch.block.y);
    else if (kind == "hidden_group_size_z") put_value(argument, launch.block.z);
    else if (kind == "hidden_remainder_x" || kind == "hidden_remainder_y" || kind == "hidden_remainder_z")
      put_value(argument, 0);  // the grid counts whole workgroups
    else if (kind == "hidden_grid_dims") put_value(argument, dims);
    else if (kind == "hidden_dynamic_lds_size") put_value(argument, launch.dynamic_lds_bytes);
    else if (kind == "hidden_shared_base") put_value(argument, gfx9::kSharedApertureBase);
    else if (kind == "hidden_private_base") put_value(argument, gfx9::kPrivateApertureBase);
    else put_value(argument, 0);  // offsets, queue and hostcall pointers: none
  }
  if (explicit_index != arguments.size())
    fail("kernel '{}' takes {} explicit arguments; {} given", kernel.name(), explicit_index, arguments.size());
  return kernarg;
}

DispatchResult Emulator::dispatch(const Kernel& kernel, const Launch& launch, std::span<const ArgumentValue> arguments) {
  const auto kernarg = pack_arguments(kernel, launch, arguments);
  return dispatch_kernarg(kernel, launch, kernarg);
}

DispatchResult Emulator::dispatch_kernarg(const Kernel& kernel, const Launch& launch, std::span<const uint8_t> kernarg) {
  return run_dispatch(memory_, kernel.program(), launch, kernarg);
}

}  // namespace gfxtile::emu
