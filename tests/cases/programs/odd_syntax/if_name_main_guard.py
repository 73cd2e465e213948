def main():
    print("main running as", __name__)
    return 0


def helper():
    return "helper"


if __name__ == "__main__":
    result = main()
    print("result", result, helper())
elif __name__ == "module":
    print("imported")
else:
    print("other")
if __name__ != "__main__":
    print("never")
print(__name__ == "__main__", type(__name__).__name__)
