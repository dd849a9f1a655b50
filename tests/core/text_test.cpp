#include <string_view>
#include <vector>

#include <catch2/catch.hpp>

#include "core/text.h"

using gfxtile::split;
using Parts = std::vector<std::string_view>;

TEST_CASE("split keeps every part between separators, empty ones too", "[core]") {
  CHECK(split("gfx942,gfx950", ',') == Parts{"gfx942", "gfx950"});
  CHECK(split("a,,b", ',') == Parts{"a", "", "b"});
  CHECK(split(",a,", ',') == Parts{"", "a", ""});
  CHECK(split("", ',') == Parts{""});
  CHECK(split("no separator", ',') == Parts{"no separator"});
  CHECK(split("H=16:HV=32", ':') == Parts{"H=16", "HV=32"});
}
