#pragma once
// The `gfxtile` command's subcommands. Each takes its own arguments (after the subcommand) and
// returns the process exit code; errors are reported on stderr by main.

#include <cstdint>
#include <string>
#include <vector>

#include "core/target.h"

namespace gfxtile::tools {

using Arguments = std::vector<std::string>;

int inspect_command(const Arguments& arguments);
int compile_command(const Arguments& arguments);
int demo_command(const Arguments& arguments);
int cache_command(const Arguments& arguments);
int aot_command(const Arguments& arguments);
int run_command(const Arguments& arguments);
// `gfxtile gdn decode|verify` (arguments[0] is decode or verify); built with kernels/gdn.
int gdn_decode_command(const Arguments& arguments);
int hc_command(const Arguments& arguments);  // tools/hc_command.cpp, when gfxtile_hc is built
int gdn_command(const Arguments& arguments);  // when built with kernels/gdn
// `gfxtile demo`'s line for the GDN prefill chain on one target (gdn_command.cpp).
struct GdnDemoLine {
  std::string example, target;
  bool ok = false;
  std::string detail;
  double milliseconds = 0;
};
GdnDemoLine gdn_demo(const TargetId& target);

// Fills the kernel registry with gfxtile's own kernel families (the IR and DSL examples, the
// kernels/ libraries built into this command); once per process.
void register_gfxtile_kernels();
int replay_command(const Arguments& arguments);

// Reads a whole file; throws Error naming the path on failure.
std::vector<uint8_t> read_file(const std::string& path);
void write_file(const std::string& path, const std::vector<uint8_t>& bytes);

}  // namespace gfxtile::tools
