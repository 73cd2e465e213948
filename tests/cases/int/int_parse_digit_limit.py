print(int("9" * 4300) > 0)
int("1" * 4301)
