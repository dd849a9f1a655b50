#include "runtime/emulator_device.h"

#include <fmt/format.h>

#include "core/error.h"

#if GFXTILE_HAVE_EMULATOR
#include <charconv>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

#include "runtime/environment.h"

#include "emu/emulator.h"
#endif

namespace gfxtile {

#if GFXTILE_HAVE_EMULATOR
namespace {

// GFXTILE_EMU_THREADS: host threads per dispatch (0: one per hardware thread); unset: the
// emulator's default.
std::optional<int> host_threads_from_environment() {
  const auto text = environment_variable("GFXTILE_EMU_THREADS");
  if (!text) return std::nullopt;
  int threads = -1;
  const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), threads);
  if (error != std::errc() || end != text->data() + text->size() || threads < 0 || threads > 4096)
    fail("GFXTILE_EMU_THREADS='{}' is not a thread count (0 for one per hardware thread)", *text);
  return threads;
}

class EmulatorStream final : public Stream {
 public:
  explicit EmulatorStream(Device& device) : device_(device) {}
  // One in-order queue per device: waiting for a stream waits for all.
  void synchronize() override { device_.synchronize(); }

 private:
  Device& device_;
};

class EmulatorKernel final : public DeviceKernel {
 public:
  EmulatorKernel(CompiledKernelPointer compiled, emu::Kernel kernel)
      : compiled(std::move(compiled)), kernel(std::move(kernel)) {}
  CompiledKernelPointer compiled;  // keeps the code object alive
  emu::Kernel kernel;
};

class EmulatorDevice final : public Device {
 public:
  explicit EmulatorDevice(const TargetId& target) : target_(target), host_threads_(host_threads_from_environment()) {}
  ~EmulatorDevice() override {
    try {
      drain();
    } catch (const Error&) {
      // A fault nobody waited for: reported by whoever synchronizes; at destruction it is lost.
    }
  }

  std::string_view kind() const override { return "emulator"; }
  std::string description() const override { return fmt::format("gfxtile emulator ({})", target_.to_string()); }
  const TargetId& target() const override { return target_; }

  uint64_t allocate(size_t bytes) override { return emulator_.memory().allocate(bytes); }
  void release(uint64_t address) noexcept override {
    try {
      drain();
    } catch (const Error&) {
    }
    try {
      emulator_.memory().free(address);
    } catch (const Error&) {
    }
  }
  void copy_to_device(uint64_t destination, const void* source, size_t bytes) override {
    drain();
    emulator_.memory().copy_to_device(destination, source, bytes);
  }
  void copy_to_host(void* destination, uint64_t source, size_t bytes) override {
    drain();
    emulator_.memory().copy_from_device(destination, source, bytes);
  }

  std::unique_ptr<Stream> create_stream() override { return std::make_unique<EmulatorStream>(*this); }

  std::unique_ptr<DeviceKernel> load_kernel(const CompiledKernelPointer& compiled, const KernelCode& code) override {
    if (compiled->code_object.target().architecture != target_.architecture)
      fail("kernel '{}' was compiled for {}, but the emulator device is {}", code.name,
           compiled->code_object.target().to_string(), target_.to_string());
    // Decoding goes through LLVM's disassembler; each kernel is decoded once per device.
    std::lock_guard lock(mutex_);
    auto key = std::make_pair(compiled.get(), code.name);
    auto found = decoded_.find(key);
    if (found == decoded_.end())
      found = decoded_.emplace(key, std::make_pair(compiled, emulator_.load(compiled->code_object, code.name))).first;
    return std::make_unique<EmulatorKernel>(compiled, found->second.second);
  }

  void launch(DeviceKernel& kernel, const LaunchConfig& config, std::span<const uint8_t> kernarg) override {
    auto& emulator_kernel = static_cast<EmulatorKernel&>(kernel);
    emu::Launch launch;
    launch.grid = {config.grid.x, config.grid.y, config.grid.z};
    launch.block = {config.block.x, config.block.y, config.block.z};
    launch.dynamic_lds_bytes = config.dynamic_lds_bytes;
    if (host_threads_) launch.host_threads = *host_threads_;
    std::lock_guard lock(mutex_);
    Pending& pending = queue_.emplace_back();
    pending.kernel = emulator_kernel.kernel;  // copies share the decoded program
    pending.compiled = emulator_kernel.compiled;
    pending.launch = launch;
    pending.kernarg.assign(kernarg.begin(), kernarg.end());
  }

  void synchronize() override { drain(); }

 private:
  struct Pending {
    emu::Kernel kernel;
    CompiledKernelPointer compiled;  // the kernel object may be gone before the queue runs
    emu::Launch launch;
    std::vector<uint8_t> kernarg;
  };

  // Runs the queued dispatches in order. The first fault drops the rest (as a GPU's queue error
  // would) and is thrown.
  void drain() {
    std::vector<Pending> queue;
    {
      std::lock_guard lock(mutex_);
      queue.swap(queue_);
    }
    for (Pending& pending : queue) {
      const emu::DispatchResult result =
          emulator_.dispatch_kernarg(pending.kernel, pending.launch, pending.kernarg);
      if (!result.ok()) fail("emulator: {}", result.fault->to_string());
    }
  }

  TargetId target_;
  std::optional<int> host_threads_;
  emu::Emulator emulator_;
  std::mutex mutex_;
  std::vector<Pending> queue_;
  // Decoded kernels by code object and name; the pointer keeps the code object alive.
  std::map<std::pair<const CompiledKernel*, std::string>, std::pair<CompiledKernelPointer, emu::Kernel>> decoded_;
};

}  // namespace

bool emulator_available() { return true; }

std::unique_ptr<Device> open_emulator_device(const TargetId& target) {
  return std::make_unique<EmulatorDevice>(target);
}

#else

bool emulator_available() { return false; }

std::unique_ptr<Device> open_emulator_device(const TargetId& target) {
  // TODO(issue 7): emu/ is not built yet (no gfxtile_emu library); once it is, runtime/CMakeLists
  // links it and the implementation above is compiled.
  fail("the emulator device ({}) is not in this build: emu/ is not built yet", target.to_string());
}

#endif

}  // namespace gfxtile
