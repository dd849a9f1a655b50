#include "core/file.h"

#include <cstdio>

#include "core/error.h"

namespace gfxtile {

void write_file(const std::string& path, std::string_view bytes, std::string_view what) {
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file) fail("{}: cannot write '{}'", what, path);
  const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
  const bool closed = std::fclose(file) == 0;
  if (!written || !closed) fail("{}: cannot write '{}'", what, path);
}

}  // namespace gfxtile
