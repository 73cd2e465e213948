def main():
    print("running main", __name__)
if __name__ == "__main__":
    main()
else:
    print("imported")
