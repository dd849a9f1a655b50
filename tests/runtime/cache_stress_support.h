#pragma once
// Pieces of the cache stress driver (cache_stress_main.cpp): the kernels it compiles and how a
// result is checked, files, child processes, and the degraded-cache checks (cache_degrade.cpp).

#include <sys/types.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/target.h"
#include "runtime/device.h"
#include "runtime/jit.h"
#include "runtime/kernel_source.h"

namespace gfxtile::stress {

// Kernel k: out[i] = x[i] * (3 + 2k) + (1000k + 17) for i < n, 64 work-items per workgroup, as
// LLVM IR. The constants make every kernel's key and output different, so a code object loaded
// under the wrong key computes visibly wrong numbers.
KernelSource stress_source(int kernel);
// gfx942 for even kernels, gfx950 for odd ones: the target is part of the key too.
TargetId stress_target(int kernel);

// Runs a compiled stress kernel on the emulator and compares every element with the same formula
// evaluated on the host in 64-bit integers. Returns "" when right, else what was wrong.
class KernelChecker {
 public:
  std::string check(const CompiledKernelPointer& compiled, int kernel);

 private:
  std::map<std::string, std::unique_ptr<Device>> devices_;  // by target name
  uint32_t round_ = 0;                                      // varies the inputs between checks
};

std::vector<uint8_t> read_file(const std::filesystem::path& path);
std::string read_text(const std::filesystem::path& path);
void write_file(const std::filesystem::path& path, const std::vector<uint8_t>& bytes);
// A fresh folder under the system's temporary folder (not removed automatically).
std::filesystem::path make_temporary_directory(const std::string& prefix);
// Writers' temporary files (".<key>.<pid>.<n>.tmp") in a cache folder.
int count_temporaries(const std::filesystem::path& cache);

// Starts this executable again with `arguments`, its stdout and stderr going to the two files.
pid_t spawn(const std::vector<std::string>& arguments, const std::filesystem::path& out,
            const std::filesystem::path& err);
// The child's exit status; a child killed by a signal counts as 128 + the signal, and says so
// unless it was killed on purpose.
int wait_for(pid_t child, bool killed_on_purpose = false);

// `disk-full` or `read-only`: the driver side, and the child that runs in its own mount
// namespace.
int run_degrade(const std::string& mode);
int run_degrade_child(const std::string& mode, const std::filesystem::path& directory);

}  // namespace gfxtile::stress
