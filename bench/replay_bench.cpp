// Replays the perf sets of ../shared/data/peers (production shapes; floats filled with seeded
// normal(0, 0.1) values, recorded integer data kept) and reports per kernel and target the
// wave-instructions, global bytes moved, matrix-instruction share and the emulator's speed.
// Exits 1 if any launch faults. The full ATOM perf set takes hours on one core (docs/emulator.md),
// so the launches can be narrowed:
//
//   replay_bench [DIR...] [--kernel SUBSTRING] [--target T,...] [--first N] [--limit N] [--threads N]
//
// DIR defaults to atom-gdn-perf and hc-triton-perf. Prints a table and one JSON line.

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "core/text.h"
#include "emu/replay.h"

using namespace gfxtile;

int main(int argc, char** argv) {
  std::vector<std::string> directories;
  emu::ReplayOptions options;
  options.perf = true;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string argument = argv[i];
      auto next = [&]() -> std::string {
        if (i + 1 >= argc) fail("{} needs a value", argument);
        return argv[++i];
      };
      if (argument == "--kernel") options.kernel_filter = next();
      else if (argument == "--first") options.first_launch = std::stoull(next());
      else if (argument == "--limit") options.launch_limit = std::stoull(next());
      else if (argument == "--threads") options.host_threads = std::stoi(next());
      else if (argument == "--target") {
        const std::string list = next();
        for (std::string_view target : split(list, ',')) options.targets.emplace_back(target);
      } else if (argument.rfind("--", 0) == 0) fail("unknown option {}", argument);
      else directories.push_back(argument);
    }
  } catch (const std::exception& error) {
    fmt::print(stderr, "replay_bench: {}\n", error.what());
    return 2;
  }
  if (directories.empty()) {
    const char* shared = std::getenv("GFXTILE_SHARED_DIR");
    const std::string peers = std::string(shared ? shared : GFXTILE_SHARED_DIR) + "/data/peers/";
    directories = {peers + "atom-gdn-perf", peers + "hc-triton-perf"};
  }

  fmt::print("{:<6} {:<48} {:<8} {:>14} {:>12} {:>8} {:>9} {:>8}  {}\n", "launch", "kernel", "target", "wave-instr",
             "bytes moved", "matrix", "M inst/s", "seconds", "result");
  std::string json = "{\"benchmark\": \"replay\", \"results\": [";
  size_t failures = 0, count = 0, not_launchable = 0;
  uint64_t total_instructions = 0;
  double total_seconds = 0;
  options.on_result = [&](const emu::ReplayResult& result) {
    const emu::Statistics& statistics = result.statistics;
    const uint64_t instructions = statistics.wave_instructions();
    const uint64_t bytes = statistics.global_bytes_read + statistics.global_bytes_written;
    const double matrix = instructions ? double(statistics.instructions[size_t(InstructionClass::matrix)]) / double(instructions) : 0;
    const double rate = result.seconds > 0 ? double(instructions) / result.seconds / 1e6 : 0;
    fmt::print("{:<6} {:<48} {:<8} {:>14} {:>12} {:>7.1f}% {:>9.1f} {:>8.2f}  {}\n", result.launch, result.kernel,
               result.target, instructions, bytes, 100 * matrix, rate, result.seconds,
               result.ok ? "ok" : !result.not_launchable.empty() ? "not launchable: " + result.not_launchable : result.error);
    std::fflush(stdout);
    json += fmt::format("{}{{\"launch\": {}, \"kernel\": \"{}\", \"config\": \"{}\", \"target\": \"{}\", \"ok\": {}, \"launchable\": {}, "
                        "\"wave_instructions\": {}, \"global_bytes\": {}, \"matrix_share\": {:.4f}, \"seconds\": {:.3f}}}",
                        count ? ", " : "", result.launch, result.kernel, result.config, result.target,
                        result.ok ? "true" : "false", result.not_launchable.empty() ? "true" : "false", instructions, bytes, matrix, result.seconds);
    ++count;
    // A configuration the target's hardware cannot launch (more LDS than it has) is no fault.
    not_launchable += !result.not_launchable.empty();
    failures += !result.ok && result.not_launchable.empty();
    total_instructions += instructions;
    total_seconds += result.seconds;
  };
  try {
    for (const std::string& directory : directories) emu::replay(directory, options);
  } catch (const Error& error) {
    fmt::print(stderr, "replay_bench: {}\n", error.what());
    return 2;
  }
  fmt::print("total: {} launch-targets, {} faulted, {} not launchable on their target, {} wave-instructions in {:.1f} s "
             "({:.1f} M/s)\n", count, failures, not_launchable, total_instructions, total_seconds, total_seconds > 0 ? double(total_instructions) / total_seconds / 1e6 : 0);
  json += fmt::format("], \"launch_targets\": {}, \"failures\": {}, \"not_launchable\": {}, \"wave_instructions\": {}, "
                      "\"seconds\": {:.3f}}}", count, failures, not_launchable, total_instructions, total_seconds);
  fmt::print("{}\n", json);
  return failures || count == 0 ? 1 : 0;
}
