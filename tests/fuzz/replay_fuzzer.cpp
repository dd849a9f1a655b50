// Fuzz target: the replay-set reader (emu/replay.h; format in ../shared/data/peers/README.md).
// The input is a set's index.json; the folder around it is a scratch directory whose objects/
// and launchNNN/ entries link to a recorded set (GFXTILE_FUZZ_REPLAY_SET, by default the
// hc-triton-check set of ../shared/data/peers), so mutated records reach real code objects and
// argument files. Each launch dispatches under a small instruction budget. Broken sets throw
// gfxtile::Error; broken records become failed results.

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "emu/replay.h"
#include "tests/fuzz/fuzz_support.h"

using namespace gfxtile;
namespace fs = std::filesystem;

namespace {

fs::path scratch_directory;

fs::path make_scratch() {
  const char* from_environment = std::getenv("GFXTILE_FUZZ_REPLAY_SET");
  const fs::path set = from_environment ? fs::path(from_environment) : fs::path(GFXTILE_FUZZ_REPLAY_SET);
  const fs::path scratch = fs::temp_directory_path() / ("gfxtile-replay-fuzz-" + std::to_string(getpid()));
  fs::remove_all(scratch);
  fs::create_directories(scratch);
  if (fs::is_directory(set))
    for (const auto& entry : fs::directory_iterator(set))
      if (entry.path().filename() != "index.json") fs::create_directory_symlink(fs::absolute(entry.path()), scratch / entry.path().filename());
  std::atexit([] { fs::remove_all(scratch_directory); });
  return scratch;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (scratch_directory.empty()) scratch_directory = make_scratch();
  {
    std::ofstream index(scratch_directory / "index.json", std::ios::binary | std::ios::trunc);
    index.write(reinterpret_cast<const char*>(data), std::streamsize(size));
  }
  emu::ReplayOptions options;
  options.launch_limit = 2;
  options.instruction_budget = 1 << 14;
  options.largest_launch_bytes = 64 << 20;  // the recorded hc-triton-check launches need under 1 MiB
  try {
    const emu::ReplaySummary summary = emu::replay(scratch_directory, options);
    for (const emu::ReplayResult& result : summary.results) (void)emu::describe(result);
  } catch (const Error&) {
  }
  return 0;
}
