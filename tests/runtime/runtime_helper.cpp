// A child process for the runtime tests: the cache and device behaviour that only shows across
// processes. Commands:
//   compile KERNEL TARGET [BARRIER]
//                           compile through the default compiler (configured by the
//                           environment); prints "<origin> <key> <sha256 of the .hsaco>". With
//                           BARRIER (a folder), first creates BARRIER/ready.<pid> and waits for
//                           BARRIER/go, so that several processes compile at the same moment.
//   device                  opens the device GFXTILE_DEVICE chooses; prints its kind
// Errors go to stderr with exit code 1.

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/cache_key.h"
#include "runtime/device.h"
#include "examples/ir_sources.h"
#include "runtime/jit.h"

int main(int argc, char** argv) {
  using namespace gfxtile;
  try {
    const std::string command = argc > 1 ? argv[1] : "";
    if (command == "compile" && (argc == 4 || argc == 5)) {
      const TargetId target = TargetId::parse(argv[3]);
      const KernelSource source = examples::named_kernel(argv[2]).source(target);
      Compiler& compiler = default_compiler();
      if (argc == 5) {
        const std::filesystem::path barrier = argv[4];
        std::ofstream(barrier / fmt::format("ready.{}", ::getpid()));
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!std::filesystem::exists(barrier / "go")) {
          if (std::chrono::steady_clock::now() > deadline) fail("barrier {}: no go after 20 s", barrier.string());
          std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
      }
      CompileOrigin origin{};
      auto kernel = compiler.compile(source, target, {}, &origin);
      const char* names[] = {"memory", "disk", "compiled"};
      fmt::print("{} {} {}\n", names[static_cast<int>(origin)], kernel->key.hex(), to_hex(sha256(kernel->hsaco())));
      return 0;
    }
    if (command == "device" && argc == 2) {
      auto device = open_device();
      fmt::print("{}\n", device->kind());
      return 0;
    }
    fmt::print(stderr, "usage: runtime_helper compile KERNEL TARGET [BARRIER] | device\n");
    return 2;
  } catch (const Error& error) {
    fmt::print(stderr, "error: {}\n", error.what());
    return 1;
  }
}
