// A child process for the runtime tests: the cache and device behaviour that only shows across
// processes. Commands:
//   compile KERNEL TARGET   compile through the default compiler (configured by the
//                           environment); prints "<origin> <key> <sha256 of the .hsaco>"
//   device                  opens the device GFXTILE_DEVICE chooses; prints its kind
// Errors go to stderr with exit code 1.

#include <cstdio>
#include <string>

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/cache_key.h"
#include "runtime/device.h"
#include "runtime/example_sources.h"
#include "runtime/jit.h"

int main(int argc, char** argv) {
  using namespace gfxtile;
  try {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "compile" && argc == 4) {
      const TargetId target = TargetId::parse(argv[3]);
      CompileOrigin origin{};
      auto kernel = default_compiler().compile(named_kernel(argv[2]).source(target), target, {}, &origin);
      const char* names[] = {"memory", "disk", "compiled"};
      fmt::print("{} {} {}\n", names[static_cast<int>(origin)], kernel->key.hex(), to_hex(sha256(kernel->hsaco())));
      return 0;
    }
    if (command == "device" && argc == 2) {
      auto device = open_device();
      fmt::print("{}\n", device->kind());
      return 0;
    }
    fmt::print(stderr, "usage: runtime_helper compile KERNEL TARGET | device\n");
    return 2;
  } catch (const Error& error) {
    fmt::print(stderr, "error: {}\n", error.what());
    return 1;
  }
}
