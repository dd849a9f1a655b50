// gfxtile: the command line. `gfxtile help` lists the subcommands.

#include <cstdio>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include "core/error.h"
#include "core/file.h"
#include "tools/commands.h"

namespace gfxtile::tools {

std::vector<uint8_t> read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) fail("cannot open '{}'", path);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
}

void write_file(const std::string& path, const std::vector<uint8_t>& bytes) {
  gfxtile::write_file(path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

}  // namespace gfxtile::tools

namespace {

constexpr const char* kUsage = R"(usage: gfxtile <command> [arguments]

commands:
  demo [--report|--isa]             compile every example for gfx942, gfx950 and gfx1250, run
                                    the DSL examples on the emulator and check them against host
                                    references; --report/--isa print the IR examples' reports
  compile FILE.ll --target T -o OUT compile LLVM IR to a code object (.hsaco)
  inspect FILE.hsaco [--isa]        report kernels, arguments, registers, LDS, occupancy;
                                    --isa adds the listing and a histogram by class
  cache list|clear|dir              the JIT cache on disk: its entries, remove them, its folder
  aot --kernels K[:P=V,...],... --targets T,... -o DIR
                                    compile registered kernels ahead of time: .hsaco files, a
                                    launcher header per kernel, manifest.json; aot --list
                                    lists the kernel families and their parameters
  run FILE.hsaco --kernel NAME --grid X,Y,Z --block X,Y,Z [--lds BYTES] ARG...
                                    run a kernel on the emulator; ARG per kernel argument:
                                    i32:V u32:V i64:V f32:V null in:F.npy inout:F.npy
                                    out:F.npy:DTYPE:D0xD1... zero:BYTES alias:N:BYTES (BYTES
                                    into ARG N's buffer); prints statistics, or the fault;
                                    --check-hazards reports missing waits and LDS races,
                                    --profile lists the loops and their instruction mix,
                                    --cluster X,Y,Z dispatches gfx1250 clusters,
                                    --timing [MACHINE] models its time (mi300x mi325x mi350x
                                    mi355x cdna5; default: the target's), --timing-json,
                                    --timeline F.svg|F.txt (one CU's waves; .txt lists each issue), --timing-sample N
                                    (model N workgroups of a large grid, skip the others)
  replay DIR [--target T,...] [--kernel NAME] [--first N] [--limit N] [--perf] [--seed N]
                                    replay a recorded launch set (index.json, argument bytes
                                    before/after a GPU run) on the emulator: one line per launch
                                    and target, a total; exit status 1 on any mismatch or fault;
                                    --perf fills floats with seeded normal(0, 0.1) values
  gdn decode|verify --in DIR --out DIR [--target T] [--state-v-first] [--sigmoid-gate]
                                    one GDN decode step / MTP verification on .npy inputs
                                    (tools/gdn_decode_command.cpp lists the files)
  hc mix|combine|sums-of-squares --x X.npy ... [--target T]
                                    one hyper-connection site on .npy inputs (kernels/hc;
                                    `gfxtile hc` alone lists the files each action takes)
  gdn prefill --target T --in DIR --out DIR [--check]
                                    the GDN prefill chain on .npy tensors (gfxtile gdn --help);
                                    gdn inputs --out DIR writes random ones
  help                              this text
)";

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  const std::string command = argv[1];
  gfxtile::tools::Arguments arguments(argv + 2, argv + argc);
  try {
    if (command == "inspect") return gfxtile::tools::inspect_command(arguments);
    if (command == "compile") return gfxtile::tools::compile_command(arguments);
    if (command == "demo") return gfxtile::tools::demo_command(arguments);
    if (command == "cache") return gfxtile::tools::cache_command(arguments);
    if (command == "aot") return gfxtile::tools::aot_command(arguments);
    if (command == "run") return gfxtile::tools::run_command(arguments);
#ifdef GFXTILE_HAVE_GDN
    if (command == "gdn" && !arguments.empty() && (arguments[0] == "decode" || arguments[0] == "verify"))
      return gfxtile::tools::gdn_decode_command(arguments);
    if (command == "gdn") return gfxtile::tools::gdn_command(arguments);
#endif
    if (command == "replay") return gfxtile::tools::replay_command(arguments);
#ifdef GFXTILE_HAVE_HC
    if (command == "hc") return gfxtile::tools::hc_command(arguments);
#endif
    if (command == "help" || command == "--help" || command == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    fmt::print(stderr, "gfxtile: unknown command '{}'\n\n{}", command, kUsage);
    return 2;
  } catch (const gfxtile::Error& error) {
    fmt::print(stderr, "gfxtile {}: error: {}\n", command, error.what());
    return 1;
  }
}
