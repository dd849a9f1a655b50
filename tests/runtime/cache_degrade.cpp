// A cache that cannot be written degrades to memory only with exactly one warning. Both cases are
// real, not simulated: the child process enters a private mount namespace (as root directly,
// otherwise through a user namespace) and puts the cache folder on
//   disk-full:  a 64 KiB tmpfs, filled with files until the next write fails (ENOSPC), then
//               given back room for about three entries, so that the disk fills during the run;
//   read-only:  a read-only bind mount of a folder that already holds one entry (EROFS; chmod
//               would not stop root).
// Without a mount namespace the test fails and says why; it never skips.

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "core/error.h"
#include "lowering/codegen.h"
#include "runtime/disk_cache.h"
#include "runtime/environment.h"
#include "tests/runtime/cache_stress_support.h"

namespace gfxtile::stress {
namespace {

void write_text(const char* path, const std::string& text) {
  std::ofstream file(path);
  file << text;
  if (!file.flush()) fail("cannot write {}", path);
}

void enter_private_mount_namespace() {
  if (::unshare(CLONE_NEWNS) != 0) {
    const int as_root = errno;
    const uid_t uid = ::getuid();
    const gid_t gid = ::getgid();
    if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
      fail("this test needs a private mount namespace to mount a small tmpfs or a read-only bind mount, and "
           "none is available here (unshare(CLONE_NEWNS): {}; with a user namespace: {})",
           std::strerror(as_root), std::strerror(errno));
    write_text("/proc/self/setgroups", "deny");
    write_text("/proc/self/uid_map", fmt::format("0 {} 1", uid));
    write_text("/proc/self/gid_map", fmt::format("0 {} 1", gid));
  }
  // Nothing mounted here may leak into the parent's namespace.
  if (::mount("none", "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
    fail("making the mount namespace private: {}", std::strerror(errno));
}

// Fills the file system under `directory` with 4 KiB files until a write fails with ENOSPC, then
// removes enough of them to leave about `room` bytes.
void fill_leaving(const std::filesystem::path& directory, size_t room) {
  const std::vector<char> block(4096, 'f');
  int files = 0;
  for (;; ++files) {
    const auto path = directory / fmt::format("filler.{}", files);
    const int descriptor = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (descriptor < 0) fail("creating {}: {}", path.string(), std::strerror(errno));
    const ssize_t written = ::write(descriptor, block.data(), block.size());
    const int error = errno;
    ::close(descriptor);
    if (written != static_cast<ssize_t>(block.size())) {
      if (written < 0 && error != ENOSPC) fail("filling {}: {}", directory.string(), std::strerror(error));
      break;
    }
    if (files > 10'000) fail("{} does not fill up: not the small tmpfs this test mounted", directory.string());
  }
  for (size_t freed = 0; freed < room && files >= 0; freed += block.size(), --files)
    std::filesystem::remove(directory / fmt::format("filler.{}", files));
}

}  // namespace

int run_degrade_child(const std::string& mode, const std::filesystem::path& directory) {
  enter_private_mount_namespace();
  const bool disk_full = mode == "disk-full";
  const int kernel_count = disk_full ? 8 : 4;
  std::vector<std::vector<uint8_t>> references;
  for (int kernel = 0; kernel < kernel_count; ++kernel)
    references.push_back(compile_llvm_ir(stress_source(kernel).text, stress_target(kernel)));
  if (disk_full) {
    if (::mount("gfxtile-test", directory.c_str(), "tmpfs", 0, "size=64k") != 0)
      fail("mounting a 64 KiB tmpfs on {}: {}", directory.string(), std::strerror(errno));
    const size_t entry_estimate = references[0].size() + 2048;  // header, description, slack
    fill_leaving(directory, 3 * entry_estimate);
  } else {
    if (::mount(directory.c_str(), directory.c_str(), nullptr, MS_BIND, nullptr) != 0 ||
        ::mount(nullptr, directory.c_str(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) != 0)
      fail("making {} a read-only bind mount: {}", directory.string(), std::strerror(errno));
    // Prove that it is read-only for this (root) process before trusting the result.
    const auto probe = directory / "kernels" / "probe";
    const int descriptor = ::open(probe.c_str(), O_WRONLY | O_CREAT, 0644);
    if (descriptor >= 0 || errno != EROFS)
      fail("{} is not read-only after the remount (open: {})", directory.string(),
           descriptor >= 0 ? "succeeded" : std::strerror(errno));
  }

  CompilerSettings settings;
  settings.cache_directory = directory;
  settings.environment = code_environment();
  Compiler compiler(settings);
  KernelChecker checker;
  int wrong = 0;
  for (int round = 0; round < 2; ++round) {
    for (int kernel = 0; kernel < kernel_count; ++kernel) {
      CompileOrigin origin{};
      auto result = compiler.compile(stress_source(kernel), stress_target(kernel), {}, &origin);
      // Read-only: kernel 0's entry was stored beforehand and must still be read from disk.
      const CompileOrigin expected = round == 1                      ? CompileOrigin::memory
                                     : (!disk_full && kernel == 0) ? CompileOrigin::disk
                                                                   : CompileOrigin::compiled;
      std::string problem = result->hsaco() != references[kernel] ? "bytes differ from a direct compilation"
                                                                  : checker.check(result, kernel);
      if (problem.empty() && origin != expected)
        problem = fmt::format("origin {} where {} was expected", static_cast<int>(origin), static_cast<int>(expected));
      if (!problem.empty()) fmt::print("WRONG round {} kernel {}: {}\n", round, kernel, problem), ++wrong;
    }
  }
  const auto statistics = compiler.statistics();
  int valid = 0, invalid = 0;
  for (const auto& entry : DiskCache(directory).list()) (entry.valid ? valid : invalid) += 1;
  const int temporaries = count_temporaries(directory);
  fmt::print("{}: {} kernels twice: {} compiled, {} disk hits, {} memory hits; on disk {} valid entries, "
             "{} invalid, {} temporary files; {} wrong\n",
             mode, kernel_count, statistics.compilations, statistics.disk_hits, statistics.memory_hits, valid, invalid,
             temporaries, wrong);
  bool ok = wrong == 0 && invalid == 0 && temporaries == 0 &&
            statistics.memory_hits == static_cast<uint64_t>(kernel_count);
  // Disk full: some entries fit before the disk filled, not all. Read-only: only the old one.
  ok = ok && (disk_full ? valid >= 1 && valid < kernel_count : valid == 1);
  return ok ? 0 : 1;
}

int run_degrade(const std::string& mode) {
  const auto work = make_temporary_directory("gfxtile-cache-" + mode);
  const auto cache = work / "cache";
  std::filesystem::create_directories(cache / "kernels");
  if (mode == "read-only") {
    CompilerSettings settings;
    settings.cache_directory = cache;
    settings.environment = code_environment();
    Compiler(settings).compile(stress_source(0), stress_target(0));
  }
  const int status = wait_for(spawn({"degrade-child", mode, cache.string()}, work / "child.out", work / "child.err"));
  fmt::print("{}", read_text(work / "child.out"));
  // Exactly one line on stderr, the warning, naming the folder and the system's reason.
  const std::string reason = std::strerror(mode == "disk-full" ? ENOSPC : EROFS);
  const std::string err = read_text(work / "child.err");
  std::vector<std::string> lines;
  std::istringstream stream(err);
  for (std::string line; std::getline(stream, line);) lines.push_back(line);
  const bool one_warning = lines.size() == 1 &&
                           lines[0].starts_with("gfxtile: warning: cannot write the cache in " + cache.string()) &&
                           lines[0].find(reason) != std::string::npos && lines[0].ends_with("memory only");
  fmt::print("stderr ({} lines):\n{}", lines.size(), err);
  // Read-only: the folder under the mount is as it was (one entry, nothing added).
  int entries = 0;
  for (const auto& item : std::filesystem::directory_iterator(cache / "kernels"))
    entries += item.path().extension() == ".entry" || item.path().extension() == ".tmp";
  const bool untouched = mode != "read-only" || entries == 1;
  if (status != 0 || !one_warning || !untouched) {
    fmt::print(stderr, "{} FAILED: child exit {}, {} one warning with '{}', folder {}; files kept in {}\n", mode,
               status, one_warning ? "" : "not", reason, untouched ? "untouched" : "changed", work.string());
    return 1;
  }
  std::filesystem::remove_all(work);
  fmt::print("{} passed\n", mode);
  return 0;
}

}  // namespace gfxtile::stress
