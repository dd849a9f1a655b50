// `gfxtile cache list|clear|dir`: the JIT's on-disk cache (GFXTILE_CACHE_DIR, default under the
// XDG cache directory).

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/disk_cache.h"
#include "tools/commands.h"

namespace gfxtile::tools {
namespace {

// The value of one "name=value" line of an entry's key header.
std::string header_value(const std::string& description, std::string_view name) {
  const std::string prefix = std::string(name) + "=";
  for (size_t start = 0; start < description.size();) {
    const size_t end = description.find('\n', start);
    const std::string_view line(description.data() + start, (end == std::string::npos ? description.size() : end) - start);
    if (line.starts_with(prefix)) return std::string(line.substr(prefix.size()));
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return "?";
}

}  // namespace

int cache_command(const Arguments& arguments) {
  if (arguments.size() != 1) fail("usage: gfxtile cache list|clear|dir");
  const DiskCache cache(DiskCache::default_directory());
  const std::string& action = arguments.front();
  if (action == "dir") {
    fmt::print("{}\n", cache.directory().string());
  } else if (action == "list") {
    const auto entries = cache.list();
    fmt::print("{}: {} entries\n", cache.directory().string(), entries.size());
    uint64_t total = 0;
    int damaged = 0;
    for (const auto& entry : entries) {
      total += entry.file_bytes;
      if (!entry.valid) {
        ++damaged;
        fmt::print("  {:<16}  {:>8}  DAMAGED: {}\n", entry.path.filename().string().substr(0, 16), entry.file_bytes,
                   entry.problem);
        continue;
      }
      fmt::print("  {:<16}  {:>8}  {:<24} {:<22} {:<8} O{}  {}\n", entry.key.hex().substr(0, 16), entry.file_bytes,
                 entry.kernel_names, header_value(entry.description, "target"), header_value(entry.description, "kind"),
                 header_value(entry.description, "optimization").substr(1), header_value(entry.description, "name"));
    }
    fmt::print("total {} bytes{}\n", total, damaged ? fmt::format(", {} damaged", damaged) : "");
  } else if (action == "clear") {
    const size_t removed = cache.clear();
    fmt::print("removed {} files from {}\n", removed, cache.directory().string());
  } else {
    fail("cache: unknown action '{}' (list, clear, dir)", action);
  }
  return 0;
}

}  // namespace gfxtile::tools
