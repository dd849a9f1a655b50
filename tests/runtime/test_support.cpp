#include "tests/runtime/test_support.h"

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <random>

#include <fmt/format.h>

namespace gfxtile::testing {

TemporaryDirectory::TemporaryDirectory() {
  std::random_device random;
  path_ = std::filesystem::temp_directory_path() / fmt::format("gfxtile-runtime-test-{:016x}", (uint64_t{random()} << 32) | random());
  std::filesystem::create_directories(path_);
}

TemporaryDirectory::~TemporaryDirectory() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

ScopedEnvironment::ScopedEnvironment(const char* name, std::optional<std::string> value) : name_(name) {
  if (const char* old = std::getenv(name)) old_ = old;
  if (value) ::setenv(name, value->c_str(), 1);
  else ::unsetenv(name);
}

ScopedEnvironment::~ScopedEnvironment() {
  if (old_) ::setenv(name_.c_str(), old_->c_str(), 1);
  else ::unsetenv(name_.c_str());
}

ProcessResult run_command(const std::string& command) {
  ProcessResult result;
  FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (pipe == nullptr) return result;
  std::array<char, 4096> chunk;
  size_t count;
  while ((count = std::fread(chunk.data(), 1, chunk.size(), pipe)) > 0) result.output.append(chunk.data(), count);
  const int status = ::pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

std::string helper_command() { return fmt::format("'{}'", GFXTILE_RUNTIME_HELPER); }

int count_entries(const std::filesystem::path& cache_directory) {
  int count = 0;
  std::error_code error;
  for (const auto& item : std::filesystem::directory_iterator(cache_directory / "kernels", error))
    if (item.path().extension() == ".entry" && !item.path().filename().string().starts_with(".")) ++count;
  return count;
}

int count_temporaries(const std::filesystem::path& cache_directory) {
  int count = 0;
  std::error_code error;
  for (const auto& item : std::filesystem::directory_iterator(cache_directory / "kernels", error))
    if (item.path().extension() == ".tmp") ++count;
  return count;
}

}  // namespace gfxtile::testing
