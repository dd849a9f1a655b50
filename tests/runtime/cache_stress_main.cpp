// The JIT cache under stress (issue 17, part 4). One executable, several roles, each a separate
// process (this program re-executed through /proc/self/exe):
//
//   cache_stress stress [--workers N] [--seconds S] [--kernels K]
//       N workers compile overlapping sets of K kernels into one cache folder for S seconds (and
//       at least twice as many requests as their set has kernels, however loaded the machine),
//       while a clearer empties the folder again and again and a corrupter truncates entries and
//       flips bits in them in place. Every result a worker gets is checked: its key, its bytes
//       against a code object compiled without any cache, and its output on the emulator against
//       a host computation; more workers are killed (SIGKILL) mid-run, one after another. Then,
//       with nothing else running, every entry is damaged once and must
//       be detected and rebuilt. Exit 0 only when all of that held.
//   cache_stress disk-full | read-only
//       A cache on a full tmpfs, or on a read-only bind mount (both in a private mount
//       namespace: chmod does not stop root), must cost exactly one warning and keep every result
//       correct, with new code in memory only (cache_degrade.cpp).
//
// The roles `worker`, `clearer`, `corrupter` and `degrade-child` are started by the above.

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "lowering/codegen.h"
#include "runtime/disk_cache.h"
#include "runtime/environment.h"
#include "tests/runtime/cache_stress_support.h"

namespace gfxtile::stress {
namespace {

using Clock = std::chrono::steady_clock;

struct Options {
  int workers = 8;
  double seconds = 4;
  int kernels = 12;
};

// Kernel k's set in worker w: half of all kernels, shifted by w, so that every pair of workers
// shares some keys and every key has several workers.
std::vector<int> worker_kernels(int worker, int kernel_count) {
  std::vector<int> chosen;
  for (int j = 0; j < (kernel_count + 1) / 2; ++j) chosen.push_back((worker * 3 + j) % kernel_count);
  return chosen;
}

int run_worker(const std::filesystem::path& work, int worker, int kernel_count, double seconds) {
  CompilerSettings settings;
  settings.memory_cache = false;  // every request goes to the disk level: the level under test
  settings.cache_directory = work / "cache";
  settings.environment = code_environment();
  Compiler compiler(settings);
  KernelChecker checker;
  std::vector<std::vector<uint8_t>> references(kernel_count);
  for (int kernel : worker_kernels(worker, kernel_count))
    references[kernel] = read_file(work / "references" / fmt::format("{}.hsaco", kernel));
  std::mt19937 random(1000 + worker);
  const auto chosen = worker_kernels(worker, kernel_count);
  const auto deadline = Clock::now() + std::chrono::duration<double>(seconds);
  // At least two passes' worth of requests, so that a slow machine still sees disk hits.
  const uint64_t minimum_checks = 2 * chosen.size();
  uint64_t checks = 0, wrong = 0, origins[3] = {0, 0, 0};
  while (Clock::now() < deadline || checks < minimum_checks) {
    const int kernel = chosen[random() % chosen.size()];
    const TargetId target = stress_target(kernel);
    const KernelSource source = stress_source(kernel);
    std::string problem;
    try {
      CompileOrigin origin{};
      auto compiled = compiler.compile(source, target, {}, &origin);
      ++origins[static_cast<int>(origin)];
      if (compiled->key != compiler.key(source, target, {}))
        problem = "the result carries another key";
      else if (compiled->hsaco() != references[kernel])
        problem = fmt::format("{} bytes differ from the cache-free compilation", compiled->hsaco().size());
      else
        problem = checker.check(compiled, kernel);
    } catch (const Error& error) {
      problem = fmt::format("error: {}", error.what());
    }
    ++checks;
    if (!problem.empty()) {
      ++wrong;
      fmt::print(stderr, "WRONG worker {} kernel {}: {}\n", worker, kernel, problem);
    }
  }
  const auto statistics = compiler.statistics();
  fmt::print("checks {} wrong {} disk {} compiled {} damaged {}\n", checks, wrong, origins[1], origins[2],
             statistics.damaged_entries);
  return wrong == 0 ? 0 : 1;
}

// The clearer and the corrupter run until the driver creates <work>/stop, after the last worker.
bool stopped(const std::filesystem::path& work) { return std::filesystem::exists(work / "stop"); }

int run_clearer(const std::filesystem::path& work) {
  DiskCache cache(work / "cache");
  std::mt19937 random(7);
  uint64_t clears = 0, removed = 0;
  while (!stopped(work)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(150 + random() % 300));
    removed += cache.clear();
    ++clears;
  }
  fmt::print("clears {} removed {}\n", clears, removed);
  return 0;
}

// Damages the file in place (no rename: damage as a disk or a stray writer would leave it):
// truncation to a random shorter length, or one flipped bit anywhere. Returns what it did, or ""
// when the file vanished first.
std::string damage(const std::filesystem::path& path, std::mt19937& random, bool truncate) {
  const int descriptor = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
  if (descriptor < 0) return "";
  struct stat status {};
  std::string what;
  if (::fstat(descriptor, &status) == 0 && status.st_size > 0) {
    const auto size = static_cast<uint64_t>(status.st_size);
    if (truncate) {
      const uint64_t length = random() % size;
      if (::ftruncate(descriptor, static_cast<off_t>(length)) == 0) what = fmt::format("truncated to {}", length);
    } else {
      const uint64_t offset = random() % size;
      uint8_t byte = 0;
      if (::pread(descriptor, &byte, 1, static_cast<off_t>(offset)) == 1) {
        byte ^= static_cast<uint8_t>(1u << (random() % 8));
        if (::pwrite(descriptor, &byte, 1, static_cast<off_t>(offset)) == 1) what = fmt::format("bit flipped at {}", offset);
      }
    }
  }
  ::close(descriptor);
  return what;
}

std::vector<std::filesystem::path> entry_files(const std::filesystem::path& cache) {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& item : std::filesystem::directory_iterator(cache / "kernels", error)) {
    const auto name = item.path().filename().string();
    if (!name.starts_with(".") && name.ends_with(".entry")) files.push_back(item.path());
  }
  return files;
}

int run_corrupter(const std::filesystem::path& work) {
  std::mt19937 random(11);
  uint64_t truncated = 0, flipped = 0;
  while (!stopped(work)) {
    std::this_thread::sleep_for(std::chrono::milliseconds(3 + random() % 20));
    const auto files = entry_files(work / "cache");
    if (files.empty()) continue;
    const bool truncate = random() % 2 == 0;
    if (!damage(files[random() % files.size()], random, truncate).empty()) ++(truncate ? truncated : flipped);
  }
  fmt::print("truncated {} flipped {}\n", truncated, flipped);
  return 0;
}

// The numbers after each word of a role's report line ("checks 10 wrong 0 ...").
std::map<std::string, uint64_t> report(const std::filesystem::path& file) {
  std::istringstream stream(read_text(file));
  std::map<std::string, uint64_t> values;
  std::string word;
  uint64_t value = 0;
  while (stream >> word >> value) values[word] = value;
  return values;
}

// Every line of a worker's stderr must be a damaged-entry warning: a concurrent clear may drop an
// entry, but must never turn the cache's writing off or print anything else.
int unexpected_lines(const std::filesystem::path& file, uint64_t& damaged_lines) {
  std::istringstream stream(read_text(file));
  int unexpected = 0;
  for (std::string line; std::getline(stream, line);) {
    if (line.starts_with("gfxtile: warning: cache entry ") && line.ends_with("; rebuilding it")) {
      ++damaged_lines;
    } else {
      ++unexpected;
      fmt::print(stderr, "unexpected in {}: {}\n", file.filename().string(), line);
    }
  }
  return unexpected;
}

// With nothing else running: fill the cache, damage every entry once (alternately truncated and
// bit-flipped), and require each to be reported, rebuilt, and sound afterwards.
bool quiescent_round(const std::filesystem::path& work, int kernel_count) {
  CompilerSettings settings;
  settings.memory_cache = false;
  settings.cache_directory = work / "cache";
  settings.environment = code_environment();
  DiskCache cache(settings.cache_directory);
  cache.clear();
  KernelChecker checker;
  auto pass = [&](const char* name, uint64_t expected_disk, uint64_t expected_compiled, uint64_t expected_damaged) {
    Compiler compiler(settings);
    uint64_t disk = 0, compiled = 0, wrong = 0;
    for (int kernel = 0; kernel < kernel_count; ++kernel) {
      CompileOrigin origin{};
      auto result = compiler.compile(stress_source(kernel), stress_target(kernel), {}, &origin);
      (origin == CompileOrigin::disk ? disk : compiled) += 1;
      const auto reference = read_file(work / "references" / fmt::format("{}.hsaco", kernel));
      const std::string problem = result->hsaco() != reference ? "bytes differ" : checker.check(result, kernel);
      if (!problem.empty()) fmt::print(stderr, "quiescent {} kernel {}: {}\n", name, kernel, problem), ++wrong;
    }
    const uint64_t damaged = compiler.statistics().damaged_entries;
    fmt::print("quiescent {}: disk {} compiled {} damaged {} wrong {}\n", name, disk, compiled, damaged, wrong);
    return wrong == 0 && disk == expected_disk && compiled == expected_compiled && damaged == expected_damaged;
  };
  const uint64_t all = static_cast<uint64_t>(kernel_count);
  bool ok = pass("fill", 0, all, 0) && pass("hit", all, 0, 0);
  std::mt19937 random(13);
  int index = 0, damaged = 0;
  for (const auto& file : entry_files(settings.cache_directory)) damaged += !damage(file, random, index++ % 2 == 0).empty();
  ok = ok && damaged == kernel_count && pass("damaged", 0, all, all) && pass("rebuilt", all, 0, 0);
  int valid = 0;
  for (const auto& entry : cache.list()) valid += entry.valid;
  ok = ok && valid == kernel_count && count_temporaries(settings.cache_directory) == 0;
  fmt::print("quiescent: {} entries damaged, {} valid after rebuilding\n", damaged, valid);
  return ok;
}

int run_stress(const Options& options) {
  const auto work = make_temporary_directory("gfxtile-cache-stress");
  std::filesystem::create_directories(work / "references");
  std::filesystem::create_directories(work / "logs");
  // References: each kernel compiled directly (lowering/codegen.h), no cache involved.
  for (int kernel = 0; kernel < options.kernels; ++kernel)
    write_file(work / "references" / fmt::format("{}.hsaco", kernel),
               compile_llvm_ir(stress_source(kernel).text, stress_target(kernel)));
  const std::string seconds = fmt::format("{}", options.seconds), kernels = fmt::format("{}", options.kernels);
  std::vector<pid_t> children;
  const auto logs = work / "logs";
  for (int worker = 0; worker < options.workers; ++worker) {
    const auto name = fmt::format("worker{}", worker);
    children.push_back(spawn({"worker", work.string(), fmt::format("{}", worker), kernels, seconds},
                             logs / (name + ".out"), logs / (name + ".err")));
  }
  const pid_t clearer_process = spawn({"clearer", work.string()}, logs / "clearer.out", logs / "clearer.err");
  const pid_t corrupter_process = spawn({"corrupter", work.string()}, logs / "corrupter.out", logs / "corrupter.err");
  // Meanwhile, workers killed (SIGKILL) at random moments, one after another: a holder dying
  // with its key's lock and a half-written temporary file must cost nothing but time.
  uint64_t kills = 0, damaged_lines = 0;
  int unexpected = 0;
  {
    std::mt19937 random(17);
    const auto deadline = Clock::now() + std::chrono::duration<double>(options.seconds);
    while (Clock::now() < deadline) {
      const int victim = options.workers + static_cast<int>(kills);
      const auto name = fmt::format("victim{}", kills);
      const pid_t child = spawn({"worker", work.string(), fmt::format("{}", victim), kernels, "3600"},
                                logs / (name + ".out"), logs / (name + ".err"));
      std::this_thread::sleep_for(std::chrono::milliseconds(200 + random() % 600));
      ::kill(child, SIGKILL);
      wait_for(child, true);
      ++kills;
      unexpected += unexpected_lines(logs / (name + ".err"), damaged_lines);
    }
  }
  int failed_children = 0;
  for (pid_t child : children) failed_children += wait_for(child) != 0;
  std::ofstream(work / "stop");
  failed_children += wait_for(clearer_process) != 0;
  failed_children += wait_for(corrupter_process) != 0;

  uint64_t checks = 0, wrong = 0, disk = 0, compiled = 0, damaged = 0;
  const uint64_t victim_damaged_lines = damaged_lines;
  for (int worker = 0; worker < options.workers; ++worker) {
    const auto name = fmt::format("worker{}", worker);
    auto values = report(logs / (name + ".out"));
    if (!values.contains("checks")) fmt::print(stderr, "{} wrote no report\n", name), ++unexpected;
    checks += values["checks"], wrong += values["wrong"], disk += values["disk"];
    compiled += values["compiled"], damaged += values["damaged"];
    unexpected += unexpected_lines(logs / (name + ".err"), damaged_lines);
  }
  auto clearer = report(logs / "clearer.out");
  auto corrupter = report(logs / "corrupter.out");
  fmt::print("stress: {} workers, {} kernels, {} s: {} checked results ({} from disk, {} compiled), {} wrong\n",
             options.workers, options.kernels, options.seconds, checks, disk, compiled, wrong);
  fmt::print("stress: clearer {} clears ({} files removed); corrupter {} truncations, {} bit flips; "
             "{} damaged entries detected ({} warnings); {} workers killed mid-run ({} of their warnings)\n",
             clearer["clears"], clearer["removed"], corrupter["truncated"], corrupter["flipped"], damaged,
             damaged_lines - victim_damaged_lines, kills, victim_damaged_lines);
  bool ok = failed_children == 0 && wrong == 0 && unexpected == 0;
  // The run must have exercised what it claims to: hits, compilations, clears, damage detected.
  ok = ok && checks > 0 && disk > 0 && compiled > 0 && clearer["clears"] > 0 && damaged > 0 &&
       damaged == damaged_lines - victim_damaged_lines && kills > 0;
  ok = quiescent_round(work, options.kernels) && ok;
  if (!ok) {
    fmt::print(stderr, "cache stress FAILED ({} children failed); logs kept in {}\n", failed_children, work.string());
    return 1;
  }
  std::filesystem::remove_all(work);
  fmt::print("cache stress passed\n");
  return 0;
}

}  // namespace
}  // namespace gfxtile::stress

int main(int argc, char** argv) {
  using namespace gfxtile::stress;
  try {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const std::string role = args.empty() ? "" : args[0];
    if (role == "stress") {
      Options options;
      for (size_t i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == "--workers") options.workers = std::stoi(args[i + 1]);
        else if (args[i] == "--seconds") options.seconds = std::stod(args[i + 1]);
        else if (args[i] == "--kernels") options.kernels = std::stoi(args[i + 1]);
        else gfxtile::fail("unknown option {}", args[i]);
      }
      return run_stress(options);
    }
    if (role == "worker" && args.size() == 5)
      return run_worker(args[1], std::stoi(args[2]), std::stoi(args[3]), std::stod(args[4]));
    if (role == "clearer" && args.size() == 2) return run_clearer(args[1]);
    if (role == "corrupter" && args.size() == 2) return run_corrupter(args[1]);
    if ((role == "disk-full" || role == "read-only") && args.size() == 1) return run_degrade(role);
    if (role == "degrade-child" && args.size() == 3) return run_degrade_child(args[1], args[2]);
    fmt::print(stderr,
               "usage: cache_stress stress [--workers N] [--seconds S] [--kernels K] | disk-full | read-only\n");
    return 2;
  } catch (const std::exception& error) {
    fmt::print(stderr, "cache_stress: error: {}\n", error.what());
    return 1;
  }
}
