// dsl_fuzz: random DSL programs against the host interval reference (tests/fuzz/dsl/dsl_generator.h).
//   dsl_fuzz [--seed S] [--count N] [--targets gfx942,gfx950,gfx1250] [--verbose]
// Prints one line per finding (with the program), running totals every 50 programs, then the
// totals; exits 1 on any finding.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.h"
#include "tests/fuzz/dsl/dsl_generator.h"

using namespace gfxtile;

int main(int argc, char** argv) {
  uint64_t seed = 1;
  int64_t count = 100;
  bool verbose = false;
  std::vector<TargetId> targets;
  try {
    for (int i = 1; i < argc; ++i) {
      const std::string flag = argv[i];
      auto value = [&]() -> std::string {
        if (i + 1 >= argc) fail("{} needs a value", flag);
        return argv[++i];
      };
      if (flag == "--seed") seed = std::stoull(value());
      else if (flag == "--count") count = std::stoll(value());
      else if (flag == "--verbose") verbose = true;
      else if (flag == "--targets") {
        std::string list = value();
        size_t start = 0;
        while (start <= list.size()) {
          const size_t comma = list.find(',', start);
          const std::string name = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
          if (!name.empty()) targets.push_back(TargetId::parse(name));
          if (comma == std::string::npos) break;
          start = comma + 1;
        }
      } else {
        fail("unknown option '{}'; usage: dsl_fuzz [--seed S] [--count N] [--targets T,...] [--verbose]", flag);
      }
    }
  } catch (const std::exception& error) {
    std::fprintf(stderr, "dsl_fuzz: %s\n", error.what());
    return 2;
  }
  if (targets.empty())
    for (const char* name : {"gfx942", "gfx950", "gfx1250"}) targets.push_back(TargetId::parse(name));

  const auto start = std::chrono::steady_clock::now();
  int64_t agreed = 0, rejected = 0, findings = 0, checked = 0, unchecked = 0;
  for (int64_t p = 0; p < count; ++p) {
    const dslgen::Program program = dslgen::generate(seed + static_cast<uint64_t>(p));
    const auto program_start = std::chrono::steady_clock::now();
    for (const TargetId& target : targets) {
      const dslgen::Outcome outcome = dslgen::check(program, target);
      checked += outcome.checked;
      unchecked += outcome.unchecked;
      switch (outcome.kind) {
        case dslgen::Outcome::agreed: ++agreed; break;
        case dslgen::Outcome::rejected:
          ++rejected;
          if (verbose) fmt::print("rejected seed {} on {}: {}\n{}", program.seed, target.to_string(), outcome.message, program.describe());
          break;
        case dslgen::Outcome::mismatch:
        case dslgen::Outcome::crash:
          ++findings;
          fmt::print("FINDING seed {} on {}: {}\n{}", program.seed, target.to_string(), outcome.message, program.describe());
          break;
      }
    }
    if ((p + 1) % 50 == 0)  // running totals: a run stopped early still says how far it got
      fmt::print("progress: {} programs, {} agreed, {} rejected, {} findings, {:.0f} s\n", p + 1, agreed, rejected, findings,
                 std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (verbose)
      fmt::print("seed {}: {:.0f} ms\n", program.seed,
                 1000 * std::chrono::duration<double>(std::chrono::steady_clock::now() - program_start).count());
    std::fflush(stdout);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  fmt::print("dsl_fuzz: {} programs x {} targets from seed {}: {} agreed, {} rejected with a line, {} findings; "
             "{} elements checked, {} unbounded; {:.1f} s ({:.1f} ms per program and target)\n",
             count, targets.size(), seed, agreed, rejected, findings, checked, unchecked, seconds,
             1000 * seconds / std::max<double>(1, static_cast<double>(count * targets.size())));
  return findings ? 1 : 0;
}
