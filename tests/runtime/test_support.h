#pragma once
// Shared pieces of the runtime tests: temporary directories, running the helper process,
// setting environment variables for one scope.

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

namespace gfxtile::testing {

// A kernel that reads its implicit (hidden) arguments, so that its metadata lists them:
// hidden_user(int* out, int n) stores hidden_block_count_x + n.
inline constexpr const char* kHiddenUserIr = R"(
define amdgpu_kernel void @hidden_user(ptr addrspace(1) noalias %out, i32 %n) {
  %implicit = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %count = load i32, ptr addrspace(4) %implicit, align 4
  %sum = add i32 %count, %n
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
)";

// A fresh directory under the system's temporary folder, removed at scope exit.
class TemporaryDirectory {
 public:
  TemporaryDirectory();
  ~TemporaryDirectory();
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// Sets (or with nullopt unsets) an environment variable, restoring the old value at scope exit.
class ScopedEnvironment {
 public:
  ScopedEnvironment(const char* name, std::optional<std::string> value);
  ~ScopedEnvironment();

 private:
  std::string name_;
  std::optional<std::string> old_;
};

struct ProcessResult {
  int exit_code = -1;
  std::string output;  // stdout and stderr together
};

// Runs `command` with /bin/sh, stderr merged into stdout.
ProcessResult run_command(const std::string& command);

// The helper executable's path (runtime_helper.cpp), quoted for the shell.
std::string helper_command();

// Entry files (not temporaries) in a cache directory.
int count_entries(const std::filesystem::path& cache_directory);
int count_temporaries(const std::filesystem::path& cache_directory);

}  // namespace gfxtile::testing
