// gfxtile replay DIR [--target T,...] [--kernel SUBSTRING] [--first N] [--limit N] [--perf]
// [--timing [--machine M]] [--seed N] [--threads N]: replays a recorded launch set
// (../shared/data/peers/README.md) on the emulator, one line per launch and target, a total,
// exit status 1 on any failure. --timing (perf sets) models each launch's time instead (the
// line's "modelled"; bench/gdn_bench --chain sums ATOM's chain from it).

#include <fmt/format.h>

#include "core/error.h"
#include "core/text.h"
#include "emu/replay.h"
#include "tools/commands.h"

namespace gfxtile::tools {

int replay_command(const Arguments& arguments) {
  std::string directory;
  emu::ReplayOptions options;
  for (size_t i = 0; i < arguments.size(); ++i) {
    auto next = [&]() -> const std::string& {
      if (i + 1 >= arguments.size()) fail("{} needs a value", arguments[i]);
      return arguments[++i];
    };
    const std::string& argument = arguments[i];
    try {
      if (argument == "--target") {
        const std::string list = next();
        for (std::string_view target : split(list, ',')) options.targets.emplace_back(target);
      } else if (argument == "--kernel") options.kernel_filter = next();
      else if (argument == "--first") options.first_launch = std::stoull(next());
      else if (argument == "--limit") options.launch_limit = std::stoull(next());
      else if (argument == "--perf") options.perf = true;
      else if (argument == "--timing") options.timing = true;
      else if (argument == "--machine") options.machine = next();
      else if (argument == "--seed") options.seed = std::stoull(next());
      else if (argument == "--threads") options.host_threads = std::stoi(next());
      else if (directory.empty() && argument.rfind("--", 0) != 0) directory = argument;
      else fail("unknown argument '{}'", argument);
    } catch (const std::logic_error&) {
      fail("cannot parse the value of {}", argument);
    }
  }
  if (directory.empty())
    fail("usage: gfxtile replay DIR [--target T,...] [--kernel SUBSTRING] [--first N] [--limit N] [--perf] [--timing "
         "[--machine M]] [--seed N] [--threads N]");
  if (!options.machine.empty() && !options.timing) fail("--machine needs --timing");
  options.on_result = [](const emu::ReplayResult& result) {
    fmt::print("{}\n", emu::describe(result));
    std::fflush(stdout);
  };
  const emu::ReplaySummary summary = emu::replay(directory, options);
  uint64_t wave_instructions = 0;
  double seconds = 0;
  for (const emu::ReplayResult& result : summary.results) {
    wave_instructions += result.statistics.wave_instructions();
    seconds += result.seconds;
  }
  fmt::print("total: {} of {} launch-targets {} ({} failed; {} not launchable on their target; {} without a code object), "
             "{} wave-instructions in {:.1f} s\n",
             summary.passed(), summary.results.size(), summary.results.empty() || summary.results[0].perf ? "ran clean" : "matched",
             summary.failed(), summary.not_launchable(), summary.not_built, wave_instructions, seconds);
  return summary.failed() || summary.results.empty() ? 1 : 0;
}

}  // namespace gfxtile::tools
