#include "tests/runtime/cache_stress_support.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/buffer.h"
#include "runtime/emulator_device.h"
#include "runtime/loaded_kernel.h"

namespace gfxtile::stress {
namespace {

int64_t scale(int kernel) { return 3 + 2 * static_cast<int64_t>(kernel); }
int64_t offset(int kernel) { return 1000 * static_cast<int64_t>(kernel) + 17; }

}  // namespace

KernelSource stress_source(int kernel) {
  const std::string text = fmt::format(R"(
define amdgpu_kernel void @stress_{0}(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %out, i32 %n) {{
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %group = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %group, 64
  %i = add i32 %base, %lane
  %inside = icmp slt i32 %i, %n
  br i1 %inside, label %body, label %done
body:
  %index = sext i32 %i to i64
  %from = getelementptr i32, ptr addrspace(1) %x, i64 %index
  %value = load i32, ptr addrspace(1) %from, align 4
  %scaled = mul i32 %value, {1}
  %result = add i32 %scaled, {2}
  %to = getelementptr i32, ptr addrspace(1) %out, i64 %index
  store i32 %result, ptr addrspace(1) %to, align 4
  br label %done
done:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
)",
                                       kernel, scale(kernel), offset(kernel));
  return KernelSource::llvm_ir(fmt::format("stress_{}", kernel), text);
}

TargetId stress_target(int kernel) { return TargetId::parse(kernel % 2 == 0 ? "gfx942" : "gfx950"); }

std::string KernelChecker::check(const CompiledKernelPointer& compiled, int kernel) {
  const TargetId target = stress_target(kernel);
  auto& device = devices_[target.to_string()];
  if (!device) device = open_emulator_device(target);
  LoadedKernel loaded(*device, compiled);
  const int n = 100;  // two workgroups, the second partly outside: the bounds check matters
  ++round_;
  std::vector<int32_t> x(n);
  for (int i = 0; i < n; ++i) x[i] = static_cast<int32_t>((i * 37 + round_ * 11) % 2001) - 1000;
  auto x_buffer = DeviceBuffer::upload(*device, x);
  DeviceBuffer out_buffer(*device, ElementType::i32, {n});
  loaded.launch({.grid = {2}, .block = {64}}, x_buffer, out_buffer, int32_t{n});
  const auto out = out_buffer.download<int32_t>();
  for (int i = 0; i < n; ++i) {
    const int64_t expected = static_cast<int64_t>(x[i]) * scale(kernel) + offset(kernel);  // fits in i32
    if (out[i] != expected)
      return fmt::format("emulator output [{}] = {}, host reference {} (x = {})", i, out[i], expected, x[i]);
  }
  return "";
}

std::vector<uint8_t> read_file(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot read {}", path.string());
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

std::string read_text(const std::filesystem::path& path) {
  const auto bytes = read_file(path);
  return std::string(bytes.begin(), bytes.end());
}

void write_file(const std::filesystem::path& path, const std::vector<uint8_t>& bytes) {
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!file) fail("cannot write {}", path.string());
}

std::filesystem::path make_temporary_directory(const std::string& prefix) {
  std::string pattern = (std::filesystem::temp_directory_path() / (prefix + ".XXXXXX")).string();
  if (::mkdtemp(pattern.data()) == nullptr) fail("mkdtemp {}: {}", pattern, std::strerror(errno));
  return pattern;
}

int count_temporaries(const std::filesystem::path& cache) {
  int count = 0;
  std::error_code error;
  for (const auto& item : std::filesystem::directory_iterator(cache / "kernels", error)) {
    const auto name = item.path().filename().string();
    count += name.starts_with(".") && name.ends_with(".tmp");
  }
  return count;
}

pid_t spawn(const std::vector<std::string>& arguments, const std::filesystem::path& out,
            const std::filesystem::path& err) {
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  std::vector<std::string> strings = {self};
  strings.insert(strings.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (auto& string : strings) argv.push_back(string.data());
  argv.push_back(nullptr);
  // Opened here, not in the child, so that both files exist even for a child killed at once.
  const int out_descriptor = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  const int err_descriptor = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (out_descriptor < 0 || err_descriptor < 0) fail("cannot create {} and {}: {}", out.string(), err.string(), std::strerror(errno));
  const pid_t child = ::fork();
  if (child < 0) fail("fork: {}", std::strerror(errno));
  if (child == 0) {
    ::dup2(out_descriptor, 1);  // dup2 clears close-on-exec on the copies
    ::dup2(err_descriptor, 2);
    ::execv(self.c_str(), argv.data());
    ::_exit(127);
  }
  ::close(out_descriptor);
  ::close(err_descriptor);
  return child;
}

int wait_for(pid_t child, bool killed_on_purpose) {
  int status = 0;
  while (::waitpid(child, &status, 0) < 0)
    if (errno != EINTR) fail("waitpid: {}", std::strerror(errno));
  if (WIFSIGNALED(status)) {
    if (killed_on_purpose) return 128 + WTERMSIG(status);
    fmt::print(stderr, "child {} killed by signal {} ({})\n", child, WTERMSIG(status), ::strsignal(WTERMSIG(status)));
    return 128 + WTERMSIG(status);
  }
  return WEXITSTATUS(status);
}

}  // namespace gfxtile::stress
