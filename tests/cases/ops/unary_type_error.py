print(-"x")
