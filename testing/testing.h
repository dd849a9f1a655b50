#pragma once
// gfxtile::testing: what a Catch2 test of a generated kernel needs (docs/testing.md).
#include "dsl/dsl.h"
#include "testing/compare.h"
#include "testing/emulated_device.h"
#include "testing/numbers.h"
#include "testing/random.h"
