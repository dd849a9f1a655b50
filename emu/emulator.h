#pragma once
// The AMDGPU emulator's entry point: load a kernel from a code object, place buffers in its
// device memory, dispatch. Faults (out-of-bounds accesses, unsupported instructions, runaway
// kernels) stop the dispatch and come back as a value; the process carries on.

#include <array>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "emu/decoder.h"
#include "emu/memory.h"
#include "emu/profile.h"
#include "emu/statistics.h"
#include "hsaco/code_object.h"

namespace gfxtile::emu {

struct Program;
namespace timing {
class TimingRecorder;
}

struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  uint64_t count() const { return uint64_t(x) * y * z; }
};

struct Fault {
  std::string kernel;
  uint64_t pc = 0;              // byte offset of the instruction from the kernel's entry (two's complement
                                // for called functions placed before it)
  std::string instruction;      // its disassembly
  std::array<uint32_t, 3> workgroup{};
  int wave = -1;                // within the workgroup
  int lane = -1;                // -1 when the fault is not one lane's
  std::optional<uint64_t> address;
  std::string message;
  std::string to_string() const;
};

struct DispatchResult {
  std::optional<Fault> fault;
  Statistics statistics;
  Profile profile;  // empty unless Launch::profile
  bool ok() const { return !fault.has_value(); }
};

struct Launch {
  Dim3 grid;                       // workgroups
  Dim3 block;                      // work-items per workgroup
  uint32_t dynamic_lds_bytes = 0;
  int host_threads = 1;            // 0: one per hardware thread
  uint64_t instruction_budget = uint64_t{1} << 36;  // wave-instructions per dispatch (watchdog)
  // Debugging: print every instruction wave 0 of workgroup (0, 0, 0) executes, with the first
  // operand's value in lanes 0..3 afterwards.
  std::FILE* trace = nullptr;
  // Hazard checking (emu/workgroup_monitor.h): reading or overwriting LDS that an asynchronous
  // write (tensor data mover, async-to-LDS) has not landed in, and LDS races between waves with
  // no barrier between them, stop the dispatch with a fault naming both instructions.
  bool check_hazards = false;
  bool check_uninitialized_lds = false;  // with check_hazards: reads of LDS nothing wrote, too
  // Count executions and bank conflicts per instruction (DispatchResult::profile; loops and the
  // main loop's instruction mix: emu/profile.h). Costs a little speed.
  bool profile = false;
  // gfx1250 clusters: workgroups per cluster in x, y, z; all 0 for a dispatch without clusters.
  Dim3 cluster{0, 0, 0};
  // The timing model (emu/timing/timing.h): records traced workgroups' instruction streams and
  // the dispatch's cache lines. Null: nothing is recorded and the interpreter loop is unchanged.
  timing::TimingRecorder* timing = nullptr;
};

// One explicit kernel argument's bytes, in the kernel's argument order.
struct ArgumentValue {
  std::vector<uint8_t> bytes;
  static ArgumentValue pointer(uint64_t address);
  static ArgumentValue i32(int32_t value);
  static ArgumentValue u32(uint32_t value);
  static ArgumentValue i64(int64_t value);
  static ArgumentValue f32(float value);
};

// A decoded kernel, ready to dispatch; cheap to copy.
class Kernel {
 public:
  const std::string& name() const;
  const KernelCode& code() const;
  const Program& program() const { return *program_; }
  size_t instruction_count() const;

 private:
  friend class Emulator;
  std::shared_ptr<const Program> program_;
};

class Emulator {
 public:
  Emulator();
  ~Emulator();
  DeviceMemory& memory() { return memory_; }

  // Decodes the kernel once. Throws Error naming the kernels that exist, an unsupported
  // target, or (unless deferred) the first unsupported instruction with its PC.
  Kernel load(const CodeObject& object, std::string_view kernel_name, const DecodeOptions& options = {});

  // The kernarg segment for `arguments` (explicit ones) plus the hidden arguments the metadata
  // lists. Throws Error when counts or sizes do not match the metadata.
  std::vector<uint8_t> pack_arguments(const Kernel& kernel, const Launch& launch,
                                      std::span<const ArgumentValue> arguments) const;

  DispatchResult dispatch(const Kernel& kernel, const Launch& launch, std::span<const ArgumentValue> arguments);
  // With a ready kernarg segment.
  DispatchResult dispatch_kernarg(const Kernel& kernel, const Launch& launch, std::span<const uint8_t> kernarg);

 private:
  DeviceMemory memory_;
};

}  // namespace gfxtile::emu
